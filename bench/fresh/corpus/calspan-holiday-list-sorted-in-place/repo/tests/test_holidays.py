from datetime import date

from calspan import FixedHoliday, HolidayCalendar, NthWeekdayHoliday
from calspan.holidays import us_federal


def test_observed_saturday_moves_to_friday():
    assert FixedHoliday(7, 4, "Independence Day").on(2026) == date(2026, 7, 3)


def test_observed_sunday_moves_to_monday():
    assert FixedHoliday(12, 25, "Christmas").on(2022) == date(2022, 12, 26)



def test_nth_weekday_rules():
    assert NthWeekdayHoliday(11, 3, 4, "Thanksgiving").on(2024) == date(2024, 11, 28)
    assert NthWeekdayHoliday(5, 0, -1, "Memorial Day").on(2024) == date(2024, 5, 27)


def test_calendar_lists_holidays_in_order():
    cal = us_federal()
    hol = cal.holidays_in(2024)
    assert list(hol)[:2] == [date(2024, 1, 1), date(2024, 1, 15)]
    assert cal.name_of(date(2024, 9, 2)) == "Labor Day"


def test_add_date_invalidates_cache():
    cal = HolidayCalendar([FixedHoliday(1, 1, "New Year")])
    assert not cal.is_holiday(date(2024, 8, 1))
    cal.add_date(date(2024, 8, 1), "Company day")
    assert date(2024, 8, 1) in cal
