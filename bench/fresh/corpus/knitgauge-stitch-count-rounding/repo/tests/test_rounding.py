import pytest

from knitgauge import ceil_div, half_up, to_even


def test_half_up():
    assert half_up(94.4) == 94
    assert half_up(94.5) == 95
    assert half_up(2.675) == 3


def test_to_even():
    assert to_even(95) == 96
    assert to_even(94.2) == 94
    assert to_even(93.5) == 94


def test_ceil_div():
    assert ceil_div(400, 200) == 2
    assert ceil_div(401, 200) == 3
    with pytest.raises(ValueError):
        ceil_div(10, 0)
