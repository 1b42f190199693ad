"""Opening days of the library: weekly closing days and holidays."""

from datetime import date, timedelta

ONE_DAY = timedelta(days=1)
WEEKDAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


class Closures:
    """Which days the library is closed: weekdays (0 = Monday) and single holidays."""

    def __init__(self, closed_weekdays=(6,), holidays=()):
        weekdays = frozenset(closed_weekdays)
        if not weekdays <= set(range(7)):
            raise ValueError(f"weekdays are 0..6, not {sorted(weekdays)}")
        if len(weekdays) == 7:
            raise ValueError("the library must be open on some weekday")
        self.closed_weekdays = weekdays
        self.holidays = frozenset(holidays)

    def is_open(self, day: date) -> bool:
        return day.weekday() not in self.closed_weekdays and day not in self.holidays

    def next_open_day(self, day: date) -> date:
        """`day` itself when the library is open then, else the first open day after it."""
        if not self.is_open(day):
            day += ONE_DAY
        return day

    def open_days_between(self, start: date, end: date) -> int:
        """Open days in (start, end]: the days a late item was kept while the library was open."""
        count, day = 0, start
        while day < end:
            day += ONE_DAY
            if self.is_open(day):
                count += 1
        return count


def parse_day(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except (TypeError, ValueError):
        raise ValueError(f"not an ISO date: {text!r}") from None
