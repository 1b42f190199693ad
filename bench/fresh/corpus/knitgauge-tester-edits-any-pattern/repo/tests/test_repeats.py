import pytest

from knitgauge import RepeatError, fit_repeat, fits, max_repeats, nearest_fit


def test_fits():
    assert fits(98, 8, 2)
    assert not fits(99, 8, 2)
    assert not fits(2, 8, 2)


def test_fit_repeat_rounds_up_to_the_next_fit():
    assert fit_repeat(99, 8, 2) == 106
    assert fit_repeat(5, 8, 2) == 10


def test_max_repeats():
    assert max_repeats(99, 8, 2) == 12
    with pytest.raises(RepeatError):
        max_repeats(9, 8, 2)


def test_nearest_fit():
    assert nearest_fit(99, 8, 2) == 98
    assert nearest_fit(104, 8, 2) == 106


def test_bad_repeats():
    with pytest.raises(RepeatError):
        fit_repeat(40, 0)
    with pytest.raises(RepeatError):
        fits(40, 4, -1)
