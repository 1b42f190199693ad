import pytest

from liftlog import down_to_step, to_step


def test_to_step_plain_values():
    assert to_step(101.3, 0.5) == 101.5
    assert to_step(101.2, 0.5) == 101.0
    assert to_step(73.0, 2.5) == 72.5


def test_down_to_step():
    assert down_to_step(89.9, 2.5) == 87.5
    assert down_to_step(90.0, 2.5) == 90.0
    with pytest.raises(ValueError):
        to_step(10, 0)
