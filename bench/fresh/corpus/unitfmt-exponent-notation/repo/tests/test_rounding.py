import pytest

from unitfmt import round_half_up, round_significant, round_to_increment


def test_halves_round_up():
    assert round_half_up(2.5) == 3.0
    assert round_half_up(0.125, 2) == 0.13
    assert round_half_up(2.675, 2) == 2.68


def test_negative_places():
    assert round_half_up(1250, -2) == 1300.0
    assert round_half_up(1249, -2) == 1200.0


def test_non_ties_are_nearest():
    assert round_half_up(-2.4) == -2.0
    assert round_half_up(-2.6) == -3.0
    assert round_half_up(7.349, 1) == 7.3


def test_round_to_increment():
    assert round_to_increment(1.02, "0.05") == 1.0
    assert round_to_increment(1.03, 0.05) == 1.05
    assert round_to_increment(17, 5) == 15.0
    with pytest.raises(ValueError):
        round_to_increment(1, 0)


def test_round_significant():
    assert round_significant(123456, 3) == 123000.0
    assert round_significant(0.0012345, 2) == 0.0012
    assert round_significant(0) == 0.0


def test_non_finite_refused():
    with pytest.raises(ValueError):
        round_half_up(float("nan"))
