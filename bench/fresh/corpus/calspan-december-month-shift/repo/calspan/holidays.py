"""Holiday calendars.

A calendar is built from rules (a fixed date every year, or the n-th weekday of a month) plus
one-off dates. Fixed holidays that fall on a weekend can be *observed* on the nearest weekday:
Saturday holidays move to the Friday before, Sunday holidays to the Monday after.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from .months import days_in_month, last_weekday_of_month


@dataclass(frozen=True)
class FixedHoliday:
    """A holiday on the same month and day every year."""

    month: int
    day: int
    name: str
    observed: bool = True

    def on(self, year: int) -> date:
        """The date the holiday is taken in *year* (after weekend observance)."""
        actual = date(year, self.month, self.day)
        if not self.observed:
            return actual
        if actual.weekday() == 5:
            return actual - timedelta(days=1)
        if actual.weekday() == 6:
            return actual + timedelta(days=1)
        return actual


@dataclass(frozen=True)
class NthWeekdayHoliday:
    """The *n*-th *weekday* (0 = Monday) of *month*; ``n = -1`` means the last one."""

    month: int
    weekday: int
    n: int
    name: str

    def on(self, year: int) -> date:
        if self.n == -1:
            return last_weekday_of_month(year, self.month, self.weekday)
        first = date(year, self.month, 1)
        offset = (self.weekday - first.weekday()) % 7
        day = 1 + offset + 7 * (self.n - 1)
        if day > days_in_month(year, self.month):
            raise ValueError(f"{self.name}: there is no weekday #{self.n} in {year}-{self.month:02d}")
        return date(year, self.month, day)


class HolidayCalendar:
    """A set of holiday rules plus one-off dates, queried by date.

    Holidays are computed per year on first use and cached.
    """

    def __init__(self, rules=(), extra: dict[date, str] | None = None, name: str = ""):
        self.name = name
        self._rules = list(rules)
        self._extra = dict(extra or {})
        self._cache: dict[int, dict[date, str]] = {}

    def add_rule(self, rule) -> None:
        self._rules.append(rule)
        self._cache.clear()

    def add_date(self, d: date, name: str) -> None:
        """Add a one-off holiday (a company closure, a state funeral, ...)."""
        self._extra[d] = name
        self._cache.pop(d.year, None)

    def holidays_in(self, year: int) -> dict[date, str]:
        """Every holiday taken in *year*, by date, in date order."""
        if year not in self._cache:
            found: dict[date, str] = {}
            for rule in self._rules:
                found.setdefault(rule.on(year), rule.name)
            for d, label in self._extra.items():
                if d.year == year:
                    found.setdefault(d, label)
            self._cache[year] = dict(sorted(found.items()))
        return self._cache[year]

    def is_holiday(self, d: date) -> bool:
        return d in self.holidays_in(d.year)

    def name_of(self, d: date) -> str | None:
        return self.holidays_in(d.year).get(d)

    def __contains__(self, d: date) -> bool:
        return self.is_holiday(d)


def us_federal() -> HolidayCalendar:
    """A subset of US federal holidays, enough for most payroll and settlement schedules."""
    return HolidayCalendar(
        [
            FixedHoliday(1, 1, "New Year's Day"),
            NthWeekdayHoliday(1, 0, 3, "Martin Luther King Jr. Day"),
            NthWeekdayHoliday(5, 0, -1, "Memorial Day"),
            FixedHoliday(6, 19, "Juneteenth"),
            FixedHoliday(7, 4, "Independence Day"),
            NthWeekdayHoliday(9, 0, 1, "Labor Day"),
            NthWeekdayHoliday(11, 3, 4, "Thanksgiving Day"),
            FixedHoliday(12, 25, "Christmas Day"),
        ],
        name="us-federal",
    )
