import pytest

from knitgauge import RepeatError, fit_repeat, max_repeats, nearest_fit


def test_exactly_one_repeat():
    assert fit_repeat(10, 8, 2) == 10
    assert max_repeats(10, 8, 2) == 1


def test_fitting_counts_without_extra_stitches():
    assert fit_repeat(48, 6) == 48
    assert fit_repeat(6, 6) == 6
    assert max_repeats(6, 6) == 1


def test_fitting_counts_in_a_range():
    assert [fit_repeat(n, 4, 1) for n in range(9, 14)] == [9, 13, 13, 13, 13]
    assert fit_repeat(106, 8, 2) == 106


def test_max_repeats():
    assert max_repeats(99, 8, 2) == 12
    with pytest.raises(RepeatError):
        max_repeats(9, 8, 2)


def test_counts_that_do_not_fit():
    assert (fit_repeat(99, 8, 2), fit_repeat(11, 8, 2), fit_repeat(0, 8, 2)) == (106, 18, 10)
    assert max_repeats(17, 8, 2) == 1
    assert (nearest_fit(101, 8, 2), nearest_fit(102, 8, 2)) == (98, 106)
