"""Calendar helpers: month arithmetic that service intervals need.

Service intervals are counted in calendar months. A service done on the 31st is due again on
the same day-of-month, or on the last day of the target month when that month is shorter
(31 January + 1 month is 28 February, or 29 February in a leap year).
"""

import calendar
from datetime import date

from .errors import FleetError


def add_months(day: date, months: int) -> date:
    """`day` moved by `months` calendar months (negative moves back), clamped to month end."""
    if isinstance(months, bool) or not isinstance(months, int):
        raise TypeError("months must be an int")
    index = day.year * 12 + (day.month - 1) + months
    year, month0 = divmod(index, 12)
    month = month0 + 1
    return date(year, month, day.day)


def parse_day(text: str) -> date:
    """An ISO date (YYYY-MM-DD); FleetError with the text when it is not one."""
    try:
        return date.fromisoformat(text.strip())
    except (ValueError, AttributeError):
        raise FleetError(f"not a date: {text!r}") from None


def days_between(start: date, end: date) -> int:
    """Whole days from `start` to `end` (negative when `end` is earlier)."""
    return (end - start).days
