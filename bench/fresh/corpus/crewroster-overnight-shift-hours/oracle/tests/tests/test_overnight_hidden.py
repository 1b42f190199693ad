import pytest

from crewroster import RuleViolation, Shift, duration, member_week

from conftest import NOAH


def test_rest_after_an_overnight_shift(roster):
    roster.add_shift(NOAH, Shift("n2", "tue", "14:00", "22:00", "night"))
    roster.add_shift(NOAH, Shift("n3", "tue", "17:00", "23:00", "night"))
    roster.assign(NOAH, "n1", "ned")
    with pytest.raises(RuleViolation, match="only 8 h rest next to n1"):
        roster.assign(NOAH, "n2", "ned")
    roster.assign(NOAH, "n3", "ned")
    assert roster.shifts_of("ned")[0].end_at == 1440 + 360


def test_night_hours_of_an_overnight_shift(roster):
    roster.add_shift(NOAH, Shift("n4", "sun", "20:00", "04:00", "night"))
    roster.assign(NOAH, "n1", "ned")
    roster.assign(NOAH, "n4", "ned")
    week = member_week(roster, "ned")
    assert (week["hours"], week["night_hours"]) == (16, 14)


def test_overnight_spans(roster):
    assert duration(16 * 60, 0) == 480
    assert Shift("m", "fri", "16:00", "00:00", "night").hours == 8
    assert Shift("e", "sat", "18:00", "02:30", "night").end_at == 6 * 1440 + 150
    with pytest.raises(ValueError):
        Shift("x", "mon", "18:00", "07:00", "night")


def test_day_shifts_are_unchanged(roster):
    s = Shift("d", "thu", "06:00", "18:00", "day")
    assert (s.hours, s.start_at, s.end_at) == (12, 3 * 1440 + 360, 3 * 1440 + 1080)
    with pytest.raises(ValueError):
        Shift("x", "thu", "06:00", "06:00", "day")
    with pytest.raises(ValueError):
        duration(0, 0)


def test_validate_of_day_shifts(roster):
    roster.assign(NOAH, "n1", "ned")
    assert roster.validate() == []
