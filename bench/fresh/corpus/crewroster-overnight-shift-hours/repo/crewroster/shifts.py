"""Shifts of a week."""

from dataclasses import dataclass

from .hours import DAY_MIN, day_index, duration, fmt_minutes, parse_clock

MAX_SHIFT_MIN = 12 * 60


@dataclass(frozen=True)
class Shift:
    id: str
    day: str
    start: str
    end: str
    crew: str
    slots: int = 1
    skill: str | None = None

    def __post_init__(self):
        if not self.id:
            raise ValueError("a shift needs an id")
        day_index(self.day)
        if self.minutes > MAX_SHIFT_MIN:
            raise ValueError(f"shift {self.id} is longer than 12 h")
        if self.slots < 1:
            raise ValueError("a shift has at least one slot")

    @property
    def start_at(self):
        """Minutes from Monday 00:00 to the start."""
        return day_index(self.day) * DAY_MIN + parse_clock(self.start)

    @property
    def end_at(self):
        """Minutes from Monday 00:00 to the end (overnight shifts end the next day)."""
        end = day_index(self.day) * DAY_MIN + parse_clock(self.end)
        return end

    @property
    def minutes(self):
        return duration(parse_clock(self.start), parse_clock(self.end))

    @property
    def hours(self):
        return self.minutes / 60

    def label(self):
        return f"{self.id} {fmt_minutes(self.start_at)}-{self.end}"
