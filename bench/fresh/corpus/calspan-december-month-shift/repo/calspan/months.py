"""Month and quarter arithmetic.

Shifting a date by months keeps its day of month where possible and clamps it to the last day of
the target month otherwise (31 January + 1 month is 29 February in a leap year).
"""

from __future__ import annotations

import calendar
from datetime import date, timedelta


def days_in_month(year: int, month: int) -> int:
    """Number of days in *month* of *year*."""
    return calendar.monthrange(year, month)[1]


def _shift_month(year: int, month: int, n: int) -> tuple[int, int]:
    """The (year, month) that lies *n* months after (year, month); *n* may be negative."""
    total = month + n
    return year + total // 12, total % 12


def add_months(d: date, n: int) -> date:
    """Return *d* shifted by *n* calendar months, clamping the day to the target month.

    >>> add_months(date(2024, 1, 31), 1)
    datetime.date(2024, 2, 29)
    """
    year, month = _shift_month(d.year, d.month, n)
    return date(year, month, min(d.day, days_in_month(year, month)))


def month_end(d: date) -> date:
    """Last day of the month of *d*."""
    return date(d.year, d.month, days_in_month(d.year, d.month))


def next_month_start(d: date) -> date:
    """First day of the month after the month of *d*."""
    year, month = _shift_month(d.year, d.month, 1)
    return date(year, month, 1)


def months_between(start: date, end: date) -> int:
    """Whole calendar months from *start* to *end* (negative when *end* is earlier).

    A month counts once the day of month is reached again, with the same clamping as
    :func:`add_months`: from 31 January, 29 February 2024 is one month later.
    """
    if end < start:
        return -months_between(end, start)
    months = (end.year - start.year) * 12 + end.month - start.month
    if add_months(start, months) > end:
        months -= 1
    return months


def quarter_start(d: date) -> date:
    """First day of the calendar quarter containing *d*."""
    first_month = 3 * ((d.month - 1) // 3) + 1
    return date(d.year, first_month, 1)


def quarter_end(d: date) -> date:
    """Last day of the calendar quarter containing *d*."""
    start = quarter_start(d)
    year, month = _shift_month(start.year, start.month, 2)
    return date(year, month, days_in_month(year, month))


def iter_month_starts(start: date, end: date):
    """Yield the first day of every month that intersects [start, end]."""
    current = start.replace(day=1)
    while current <= end:
        yield current
        current = next_month_start(current)


def last_weekday_of_month(year: int, month: int, weekday: int) -> date:
    """The last *weekday* (0 = Monday) of *month* of *year*."""
    last = date(year, month, days_in_month(year, month))
    return last - timedelta(days=(last.weekday() - weekday) % 7)
