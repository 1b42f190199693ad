import pytest

from conftest import track_of
from trailmap import difficulty, grade, segment_grades, steep_sections, track_difficulty


def test_grade():
    assert grade(10, 100) == 10.0
    assert grade(-30, 200) == -15.0
    with pytest.raises(ValueError):
        grade(1, 0)


def test_difficulty_inside_bands():
    assert difficulty(0) == "T1"
    assert difficulty(7.9) == "T1"
    assert difficulty(12) == "T2"
    assert difficulty(-20) == "T3"
    assert difficulty(40) == "T4"


def test_segment_grades_and_track_difficulty():
    t = track_of([100, 110, 130, 120])
    grades = segment_grades(t)
    assert len(grades) == 3
    assert track_difficulty(t) == "T3"


def test_steep_sections():
    assert steep_sections([3.0, 18.0, -22.0, 9.0]) == [1, 2]
    assert steep_sections([3.0, 9.0], limit=5) == [1]


def test_fifteen_percent_is_t3():
    assert difficulty(15.0) == "T3"
    assert difficulty(-15.0) == "T3"
