import pytest

from liftlog import LiftError, next_weight, plan


def test_success_adds_the_increment():
    assert next_weight("squat", 100, True) == (105, 0)
    assert next_weight("bench", 70, True, 2) == (72.5, 0)


def test_failures_and_deload():
    assert next_weight("bench", 70, False) == (70, 1)
    assert next_weight("bench", 70, False, 2) == (62.5, 0)
    assert next_weight("press", 21, False, 2) == (20, 0)
    with pytest.raises(LiftError):
        next_weight("press", 15, True)


def test_plan():
    assert plan("press", 40, [True, True, False, True]) == [40, 42.5, 45, 45, 47.5]
