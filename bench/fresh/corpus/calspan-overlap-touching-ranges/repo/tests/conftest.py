from datetime import date

import pytest

from calspan import FixedHoliday, HolidayCalendar


@pytest.fixture
def uk_calendar():
    """A small calendar: New Year, Christmas and Boxing Day, with weekend observance."""
    return HolidayCalendar(
        [FixedHoliday(1, 1, "New Year's Day"), FixedHoliday(12, 25, "Christmas Day"), FixedHoliday(12, 26, "Boxing Day", observed=False)],
        name="uk-lite",
    )


@pytest.fixture
def d():
    """Shorthand: d(2024, 3, 1)."""
    return date
