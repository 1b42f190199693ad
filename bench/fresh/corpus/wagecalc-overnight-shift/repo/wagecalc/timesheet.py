"""Shifts and timesheets.

A shift is recorded as a day plus a start and end time of day.
The break is either recorded or, when missing, the statutory minimum for the shift's length.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta

from .errors import TimesheetError

MAX_SHIFT_MINUTES = 16 * 60
NIGHT_START = 22 * 60
NIGHT_END = 6 * 60
_DAY = 24 * 60

_SHIFT = re.compile(
    r"(\d{4}-\d{2}-\d{2})\s+(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})(?:\s+break=(\d+))?\Z"
)


def statutory_break(minutes: int) -> int:
    """Minimum unpaid break for a shift of ``minutes``: 30 from 6 hours, 45 from 9 hours."""
    if minutes >= 9 * 60:
        return 45
    if minutes >= 6 * 60:
        return 30
    return 0


def _clock(t: time) -> int:
    return t.hour * 60 + t.minute


@dataclass(frozen=True)
class Shift:
    day: date
    start: time
    end: time
    break_minutes: int | None = None

    def __post_init__(self) -> None:
        if self.end <= self.start:
            raise TimesheetError(f"shift on {self.day} ends before it starts")
        if self.span_minutes > MAX_SHIFT_MINUTES:
            raise TimesheetError(f"shift on {self.day} is longer than 16 hours")
        if self.break_minutes is not None and not 0 <= self.break_minutes < self.span_minutes:
            raise TimesheetError(f"break of {self.break_minutes} minutes does not fit the shift")

    @property
    def starts_at(self) -> datetime:
        return datetime.combine(self.day, self.start)

    @property
    def ends_at(self) -> datetime:
        return datetime.combine(self.day, self.end)

    @property
    def span_minutes(self) -> int:
        """Minutes from start to end, breaks included."""
        return int((self.ends_at - self.starts_at).total_seconds() // 60)

    @property
    def break_taken(self) -> int:
        if self.break_minutes is not None:
            return self.break_minutes
        return statutory_break(self.span_minutes)

    @property
    def minutes(self) -> int:
        """Paid minutes: the span less the break."""
        return self.span_minutes - self.break_taken

    def night_minutes(self) -> int:
        """Minutes of the span between 22:00 and 06:00 (breaks are not located, so not deducted)."""
        start = _clock(self.start)
        end = _clock(self.end)
        total = 0
        # night windows overlapping [start, end): the one ending this morning, tonight's, and
        # the next one for a shift that runs late into the following day
        for night_start in (NIGHT_START - _DAY, NIGHT_START, NIGHT_START + _DAY):
            night_end = night_start + (_DAY - NIGHT_START) + NIGHT_END
            total += max(0, min(end, night_end) - max(start, night_start))
        return total


def parse_shift(text: str) -> Shift:
    """``2024-03-04 09:00-17:30`` or ``2024-03-04 22:00-06:00 break=20``."""
    match = _SHIFT.match(text.strip())
    if not match:
        raise TimesheetError(f"cannot read shift {text!r}")
    day_s, sh, sm, eh, em, brk = match.groups()
    try:
        day = date.fromisoformat(day_s)
        start, end = time(int(sh), int(sm)), time(int(eh), int(em))
    except ValueError as exc:
        raise TimesheetError(f"bad shift {text!r}: {exc}") from None
    return Shift(day, start, end, int(brk) if brk is not None else None)


@dataclass
class Timesheet:
    employee: str
    shifts: list[Shift] = field(default_factory=list)

    def add(self, shift: Shift) -> None:
        """Add a shift; overlapping another recorded shift is an error."""
        for other in self.shifts:
            if shift.starts_at < other.ends_at and other.starts_at < shift.ends_at:
                raise TimesheetError(f"shift on {shift.day} overlaps the shift on {other.day}")
        self.shifts.append(shift)

    def add_text(self, *lines: str) -> "Timesheet":
        for line in lines:
            self.add(parse_shift(line))
        return self

    def total_minutes(self) -> int:
        return sum(s.minutes for s in self.shifts)

    def minutes_by_day(self) -> dict[date, int]:
        """Paid minutes per day the shift started on, in date order."""
        days: dict[date, int] = {}
        for s in sorted(self.shifts, key=lambda s: s.starts_at):
            days[s.day] = days.get(s.day, 0) + s.minutes
        return days

    def weeks(self) -> dict[date, list[Shift]]:
        """Shifts grouped by the Monday of their ISO week, in date order."""
        grouped: dict[date, list[Shift]] = {}
        for s in sorted(self.shifts, key=lambda s: s.starts_at):
            monday = s.day - timedelta(days=s.day.weekday())
            grouped.setdefault(monday, []).append(s)
        return grouped
