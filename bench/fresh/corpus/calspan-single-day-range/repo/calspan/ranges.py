"""Inclusive date ranges.

``DateRange(start, end)`` covers every day from *start* to *end*, both included, so a range
whose start equals its end is one day long. Two ranges that share a day overlap; two ranges
where one ends the day before the other starts are *adjacent* and are merged by
:func:`merge_ranges`, but do not overlap.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from .errors import RangeError
from .months import month_end, next_month_start

_ONE_DAY = timedelta(days=1)
_RANGE_TEXT = re.compile(r"^\s*(\d{4}-\d{2}-\d{2})\s*(?:\.\.\s*(\d{4}-\d{2}-\d{2}))?\s*$")


def _check_bounds(start, end) -> None:
    """Reject anything but two dates in order (a one-day range has start == end)."""
    if not isinstance(start, date) or not isinstance(end, date):
        raise TypeError("DateRange needs two dates")
    if end <= start:
        raise RangeError(f"range must end after it starts: {start} >= {end}")


@dataclass(frozen=True, order=True)
class DateRange:
    """The days from *start* to *end*, both included."""

    start: date
    end: date

    def __post_init__(self):
        _check_bounds(self.start, self.end)

    @classmethod
    def single(cls, d: date) -> "DateRange":
        """A one-day range."""
        return cls(d, d)

    @classmethod
    def from_days(cls, start: date, days: int) -> "DateRange":
        """The range of *days* consecutive days starting at *start*."""
        if days < 1:
            raise RangeError(f"a range needs at least one day, got {days}")
        return cls(start, start + timedelta(days=days - 1))

    def __len__(self) -> int:
        return (self.end - self.start).days + 1

    def __iter__(self):
        current = self.start
        while current <= self.end:
            yield current
            current += _ONE_DAY

    def __contains__(self, d: date) -> bool:
        return self.start <= d <= self.end

    def __str__(self) -> str:
        return f"{self.start.isoformat()}..{self.end.isoformat()}"

    def overlaps(self, other: "DateRange") -> bool:
        """True when the two ranges share at least one day."""
        return self.start <= other.end and other.start <= self.end

    def intersection(self, other: "DateRange") -> "DateRange | None":
        """The days both ranges cover, or None when they share none."""
        start = max(self.start, other.start)
        end = min(self.end, other.end)
        if start > end:
            return None
        return DateRange(start, end)

    def gap_days(self, other: "DateRange") -> int:
        """Whole days strictly between the two ranges; 0 when they overlap or are adjacent."""
        if self.overlaps(other):
            return 0
        first, second = sorted((self, other))
        return (second.start - first.end).days - 1

    def shift(self, days: int) -> "DateRange":
        delta = timedelta(days=days)
        return DateRange(self.start + delta, self.end + delta)

    def split_by_month(self) -> list["DateRange"]:
        """The range cut at month boundaries, one piece per calendar month."""
        pieces = []
        current = self.start
        while current <= self.end:
            piece_end = min(month_end(current), self.end)
            pieces.append(DateRange(current, piece_end))
            current = next_month_start(current)
        return pieces


def parse_range(text: str) -> DateRange:
    """Parse ``"2024-03-01..2024-03-31"`` or a single ISO date ``"2024-03-01"``."""
    m = _RANGE_TEXT.match(text)
    if not m:
        raise RangeError(f"not a date range: {text!r}")
    try:
        start = date.fromisoformat(m.group(1))
        end = date.fromisoformat(m.group(2)) if m.group(2) else start
    except ValueError as e:
        raise RangeError(f"not a date range: {text!r}: {e}") from None
    if end <= start:
        raise RangeError(f"{text!r}: the range must end after it starts")
    return DateRange(start, end)


def merge_ranges(ranges) -> list[DateRange]:
    """Merge overlapping and adjacent ranges; returns a new, sorted list."""
    merged: list[DateRange] = []
    for r in sorted(ranges):
        if merged and r.start <= merged[-1].end + _ONE_DAY:
            last = merged[-1]
            merged[-1] = DateRange(last.start, max(last.end, r.end))
        else:
            merged.append(r)
    return merged


def total_days(ranges) -> int:
    """Number of distinct days covered by *ranges*."""
    return sum(len(r) for r in merge_ranges(ranges))


def conflicts(ranges) -> list[tuple[int, int]]:
    """Index pairs (i, j), i < j, of the ranges that overlap each other, in index order."""
    ranges = list(ranges)
    found = []
    for i in range(len(ranges)):
        for j in range(i + 1, len(ranges)):
            if ranges[i].overlaps(ranges[j]):
                found.append((i, j))
    return found
