from datetime import date, datetime
from decimal import Decimal

import pytest

from wagecalc import Timesheet, TimesheetError, pay_lines, parse_shift


def test_overnight_end_and_night_minutes():
    shift = parse_shift("2024-03-04 22:00-06:00")
    assert shift.ends_at == datetime(2024, 3, 5, 6, 0)
    assert shift.night_minutes() == 480


def test_evening_into_night():
    shift = parse_shift("2024-03-04 20:00-02:00 break=15")
    assert (shift.span_minutes, shift.minutes, shift.night_minutes()) == (360, 345, 240)
    assert parse_shift("2024-03-04 23:30-00:15").night_minutes() == 45


def test_overnight_timesheet_and_overlap():
    sheet = Timesheet("Ana").add_text("2024-03-04 22:00-06:00", "2024-03-05 14:00-20:00")
    assert sheet.minutes_by_day() == {date(2024, 3, 4): 450, date(2024, 3, 5): 330}
    with pytest.raises(TimesheetError, match="overlaps"):
        sheet.add_text("2024-03-05 05:00-09:00")


def test_night_premium_for_overnight(rules):
    sheet = Timesheet("Ana").add_text("2024-03-04 22:00-06:00")
    lines = {l.description: l for l in pay_lines(sheet, rules)}
    assert lines["Regular"].minutes == 450
    assert lines["Night premium"].minutes == 480
    assert lines["Night premium"].amount == Decimal("37.00")


def test_invalid_shifts_still_rejected():
    with pytest.raises(TimesheetError):
        parse_shift("2024-03-04 09:00-09:00")
    with pytest.raises(TimesheetError):
        parse_shift("2024-03-04 18:00-11:00")
    with pytest.raises(TimesheetError):
        parse_shift("2024-03-04 22:00-06:00 break=480")


def test_day_shifts_unchanged():
    shift = parse_shift("2024-03-04 03:00-11:00 break=20")
    assert (shift.span_minutes, shift.minutes, shift.night_minutes()) == (480, 460, 180)
    assert parse_shift("2024-03-04 20:00-23:30").night_minutes() == 90
