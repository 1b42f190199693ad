import pytest

from kilnfire import Schedule, ScheduleError, Segment


def test_schedule_needs_name_and_segments():
    with pytest.raises(ScheduleError):
        Schedule(" ", [Segment(100, 600)])
    with pytest.raises(ScheduleError):
        Schedule("empty", [])


def test_peak(glaze, bisque):
    assert glaze.peak() == 1222
    assert bisque.peak() == 1063
    assert bisque.peak_index() == 1


def test_duration(glaze):
    assert glaze.duration_minutes() == 685
    assert glaze.duration_minutes(start=100) == 637


def test_duration_with_cooling(bisque):
    assert bisque.duration_minutes() == 715.4


def test_timeline(glaze):
    assert glaze.timeline() == [(348, 600, 0), (548, 1100, 0), (685, 1222, 15)]


def test_scaled(glaze):
    fast = glaze.scaled(1.5)
    assert [s.rate for s in fast.segments] == [150, 225, 90]
    assert fast.name == "cone 6 glaze x1.5"


def test_scaled_is_capped(bisque):
    assert [s.rate for s in bisque.scaled(4).segments] == [320, 480, 600]


def test_held(glaze):
    longer = glaze.held(20)
    assert longer.segments[2].hold == 35
    assert longer.name == "cone 6 glaze +20min"
    with pytest.raises(ScheduleError):
        glaze.held(-5)


def test_to_text(glaze):
    assert glaze.to_text() == "100/600; 150/1100; 60/1222/15"
