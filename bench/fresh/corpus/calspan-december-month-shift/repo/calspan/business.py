"""Business-day arithmetic.

A business day is a weekday that is not a holiday. Holidays come either from a
:class:`~calspan.holidays.HolidayCalendar` or from a plain collection of dates; both can be
given at once.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from datetime import date, timedelta

WEEKEND = frozenset({5, 6})


def _prepare(holidays) -> list[date]:
    """The extra holidays as a sorted list, for bisection."""
    return sorted(holidays)


def _listed(sorted_holidays: list[date], d: date) -> bool:
    i = bisect_left(sorted_holidays, d)
    return i < len(sorted_holidays) and sorted_holidays[i] == d


def _is_business(d: date, calendar, sorted_holidays: list[date]) -> bool:
    if d.weekday() in WEEKEND:
        return False
    if calendar is not None and calendar.is_holiday(d):
        return False
    return not _listed(sorted_holidays, d)


def is_business_day(d: date, calendar=None, holidays=()) -> bool:
    """True when *d* is a weekday and not a holiday."""
    return _is_business(d, calendar, _prepare(holidays))


def add_business_days(d: date, n: int, calendar=None, holidays=()) -> date:
    """The date *n* business days after *d* (before it when *n* is negative).

    *d* itself does not need to be a business day; ``n = 0`` returns *d* unchanged.
    """
    hol = _prepare(holidays)
    step = 1 if n >= 0 else -1
    remaining = abs(n)
    current = d
    while remaining:
        current += timedelta(days=step)
        if _is_business(current, calendar, hol):
            remaining -= 1
    return current


def next_business_day(d: date, calendar=None, holidays=()) -> date:
    """The first business day strictly after *d*."""
    return add_business_days(d, 1, calendar, holidays)


def previous_business_day(d: date, calendar=None, holidays=()) -> date:
    """The last business day strictly before *d*."""
    return add_business_days(d, -1, calendar, holidays)


def business_days_between(start: date, end: date, calendar=None, holidays=()) -> int:
    """Business days in the half-open interval [start, end).

    Negative when *end* is before *start*, like ``(end - start).days``.
    """
    if end < start:
        return -business_days_between(end, start, calendar, holidays)
    hol = _prepare(holidays)
    count = 0
    current = start
    while current < end:
        if _is_business(current, calendar, hol):
            count += 1
        current += timedelta(days=1)
    return count


def holidays_between(start: date, end: date, holidays) -> list[date]:
    """The dates of *holidays* that fall in [start, end], sorted, without duplicates."""
    hol = _prepare(holidays)
    picked = hol[bisect_left(hol, start) : bisect_right(hol, end)]
    return sorted(set(picked))
