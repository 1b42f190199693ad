import pytest
from conftest import day

from liftlog import Bodyweight, LiftError, level, ratio


def test_bodyweight_readings():
    bw = Bodyweight()
    bw.record(day(1), 80)
    bw.record(day(10), 78.4)
    assert bw.on(day(5)) == 80
    assert bw.on(day(12)) == 78.4
    with pytest.raises(LiftError):
        bw.on(day(1).replace(month=4))
    with pytest.raises(LiftError):
        bw.record(day(2), 20)


def test_ratio_and_level():
    assert ratio(140, 80) == 1.75
    assert ratio(100, 78.4) == 1.28
    assert level("squat", 140, 80) == "advanced"
    assert level("bench", 70, 80) == "novice"
    assert level("press", 20, 80) == "beginner"
    with pytest.raises(LiftError):
        level("curl", 40, 80)
