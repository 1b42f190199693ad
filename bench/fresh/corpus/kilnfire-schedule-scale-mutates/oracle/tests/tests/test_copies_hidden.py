import pytest

from kilnfire import Schedule, ScheduleError, Segment


def test_held_leaves_the_schedule_alone(glaze):
    longer = glaze.held(20)
    assert longer.segments[2].hold == 35
    assert glaze.segments[2].hold == 15
    assert glaze.duration_minutes() == 685


def test_scaling_twice_from_the_same_schedule(glaze):
    glaze.scaled(2)
    again = glaze.scaled(2)
    assert [s.rate for s in again.segments] == [200, 300, 120]
    assert [s.rate for s in glaze.segments] == [100, 150, 60]


def test_the_original_is_unchanged_after_copies(glaze, bisque):
    glaze.scaled(0.5)
    glaze.held(30)
    bisque.held(5)
    assert glaze.to_text() == "100/600; 150/1100; 60/1222/15"
    assert bisque.to_text() == "80/200/30; 120/1063/10; 200/700"


def _glaze():
    return Schedule("cone 6 glaze", [Segment(100, 600), Segment(150, 1100), Segment(60, 1222, hold=15)])


def test_scaled_values_and_caps(bisque):
    assert [s.rate for s in _glaze().scaled(1.15).segments] == [115, 172, 69]
    assert [s.rate for s in bisque.scaled(4).segments] == [320, 480, 600]
    assert _glaze().scaled(0.5).duration_minutes() == 1355
    assert _glaze().scaled(0.5).name == "cone 6 glaze x0.5"
    with pytest.raises(ScheduleError):
        _glaze().scaled(0)


def test_held_is_capped(glaze, bisque):
    assert glaze.held(300).segments[2].hold == 240
    assert bisque.held(5).segments[1].hold == 15
    assert bisque.held(5).name == "bisque 04 +5min"
