import pytest

from liftlog import LiftError, brzycki, epley, estimate, percent_table, training_weight


def test_epley_and_brzycki():
    assert epley(100, 5) == 116.5
    assert epley(100, 1) == 100
    assert brzycki(100, 5) == 112.5


def test_estimate_mean():
    e = estimate(100, 5)
    assert e["mean"] == 114.5
    e = estimate(90, 5)
    assert e["epley"] == 105


def test_reps_and_weight_checked():
    with pytest.raises(LiftError):
        epley(100, 13)
    with pytest.raises(LiftError):
        brzycki(0, 5)


def test_training_weights():
    assert training_weight(140, 80) == 112.5
    assert training_weight(100, 73) == 72.5
    with pytest.raises(LiftError):
        training_weight(100, 0)


def test_percent_table():
    table = percent_table(150)
    assert table[60] == 90
    assert table[90] == 135
    table = percent_table(135, (60, 75, 90))
    assert (table[60], table[90]) == (80, 122.5)


def test_estimates_round_half_up():
    assert brzycki(90, 5) == 101.5
