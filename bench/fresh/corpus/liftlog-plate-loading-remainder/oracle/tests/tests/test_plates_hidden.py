import pytest

from liftlog import LiftError, NotLoadable, achievable, describe, load, per_side


def test_half_kilos_per_side():
    assert per_side(102.5) == 41.25
    assert per_side(21) == 0.5
    assert load(22.5) == [1.25]
    assert load(87.5) == [25, 5, 2.5, 1.25]


def test_odd_kilo_targets_are_not_loadable():
    with pytest.raises(NotLoadable):
        load(101)
    with pytest.raises(NotLoadable):
        load(21)


def test_achievable_keeps_the_small_plates():
    assert achievable(103) == 102.5
    assert achievable(23.9) == 22.5
    assert achievable(87.5) == 87.5


def test_describe_with_small_plates():
    assert describe(85) == "85 kg: 25 + 5 + 2.5 per side"


def test_not_loadable():
    with pytest.raises(NotLoadable):
        load(103)


def test_even_loads_unchanged():
    assert load(140) == [25, 25, 10]
    assert achievable(100) == 100
    assert achievable(20) == 20
    with pytest.raises(LiftError):
        achievable(19.5)
    with pytest.raises(LiftError):
        per_side(15)
