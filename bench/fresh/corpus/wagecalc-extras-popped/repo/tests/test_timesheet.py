from datetime import date, time

import pytest

from wagecalc import Shift, Timesheet, TimesheetError, parse_shift, statutory_break


def test_parse_shift_and_paid_minutes():
    shift = parse_shift("2024-03-04 08:00-16:30")
    assert (shift.day, shift.start, shift.end) == (date(2024, 3, 4), time(8), time(16, 30))
    assert shift.span_minutes == 510
    assert shift.minutes == 480


def test_recorded_break_replaces_statutory():
    assert parse_shift("2024-03-04 08:00-16:30 break=45").minutes == 465
    assert parse_shift("2024-03-04 08:00-12:00 break=0").minutes == 240


def test_statutory_break_bands():
    assert statutory_break(4 * 60) == 0
    assert statutory_break(7 * 60) == 30
    assert statutory_break(10 * 60) == 45


def test_night_minutes_same_day():
    assert parse_shift("2024-03-04 03:00-11:00 break=20").night_minutes() == 180
    assert parse_shift("2024-03-04 20:00-23:30").night_minutes() == 90
    assert parse_shift("2024-03-04 09:00-17:00").night_minutes() == 0


def test_invalid_shifts():
    with pytest.raises(TimesheetError):
        parse_shift("2024-03-04 9am-5pm")
    with pytest.raises(TimesheetError):
        parse_shift("2024-02-30 08:00-12:00")
    with pytest.raises(TimesheetError):
        parse_shift("2024-03-04 08:00-12:00 break=240")


def test_overlapping_shifts_rejected():
    sheet = Timesheet("Ana").add_text("2024-03-04 08:00-12:00")
    with pytest.raises(TimesheetError, match="overlaps"):
        sheet.add_text("2024-03-04 11:00-15:00")
    sheet.add_text("2024-03-04 12:00-15:00")
    assert len(sheet.shifts) == 2


def test_minutes_by_day_in_date_order(week):
    days = week.minutes_by_day()
    assert list(days) == [date(2024, 3, d) for d in range(4, 9)]
    assert days[date(2024, 3, 4)] == 480


def test_weeks_group_by_monday():
    sheet = Timesheet("Ana").add_text("2024-03-11 08:00-12:00", "2024-03-10 08:00-12:00", "2024-03-04 08:00-12:00")
    assert list(sheet.weeks()) == [date(2024, 3, 4), date(2024, 3, 11)]
    assert len(sheet.weeks()[date(2024, 3, 4)]) == 2
