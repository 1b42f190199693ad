import pytest

from kilnfire import FiringLog, Schedule, ScheduleError, Segment


def test_fire_records_a_firing(glaze, kiln):
    log = FiringLog(kiln, cents_per_kwh=30)
    f = log.fire(glaze)
    assert (f.number, f.hours, f.kwh, f.cents, f.cone) == (1, 11.42, 78.8, 2364, "6")
    assert kiln.element_hours == 11.42


def test_a_schedule_that_does_not_fit_is_not_fired(kiln):
    log = FiringLog(kiln)
    with pytest.raises(ScheduleError):
        log.fire(Schedule("fast", [Segment(550, 900)]))
    assert log.firings == []


def test_totals_and_cones(glaze, bisque, kiln):
    log = FiringLog(kiln)
    log.fire(bisque)
    log.fire(glaze)
    log.fire(Schedule("low", [Segment(100, 500)]))
    assert log.total_hours() == 28.14
    assert log.by_cone() == {"04": 1, "6": 1, "below 022": 1}
