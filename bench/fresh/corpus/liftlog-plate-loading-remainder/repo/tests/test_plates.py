import pytest

from liftlog import LiftError, NotLoadable, achievable, describe, load, per_side


def test_per_side():
    assert per_side(100) == 40
    with pytest.raises(LiftError):
        per_side(15)


def test_load_common_weights():
    assert load(100) == [25, 15]
    assert load(60) == [20]
    assert load(20) == []
    assert load(150) == [25, 25, 15]


def test_achievable_rounds_down():
    assert achievable(101) == 100
    assert achievable(64) == 62.5


def test_describe():
    assert describe(20) == "20 kg: empty bar"
    assert describe(90) == "90 kg: 25 + 10 per side"


def test_load_with_the_small_plates():
    assert load(102.5) == [25, 15, 1.25]
