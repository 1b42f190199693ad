import pytest

from liftlog import LiftError, cycle, format_week, next_cycle_max, training_max, week_sets


def test_training_max():
    assert training_max(150) == 135
    assert training_max(101) == 90
    with pytest.raises(LiftError):
        training_max(0)


def test_week_sets():
    sets = week_sets(150, 1)
    assert sets[0] == (87.5, 5)
    assert sets[2] == (115, 5)
    assert week_sets(100, 3) == [(67.5, 5), (77.5, 3), (85, 1)]
    with pytest.raises(LiftError):
        week_sets(100, 5)


def test_cycle_and_next_max():
    c = cycle(120)
    assert sorted(c) == [1, 2, 3, 4]
    assert c[4][0] == (42.5, 5)
    assert next_cycle_max("squat", 150) == 160
    assert next_cycle_max("press", 60) == 65


def test_format_week():
    assert format_week(100, 2) == "3x62.5 / 3x72.5 / 3x80"
