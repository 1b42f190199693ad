"""Times of day and watering windows. A window `22:00-02:00` runs past midnight."""

from dataclasses import dataclass

from .errors import ScheduleError

DAY = 24 * 60


def parse_time(text: str) -> int:
    """'HH:MM' -> minutes since midnight."""
    parts = text.strip().split(":")
    if len(parts) != 2 or not all(p.isdigit() and len(p) == 2 for p in parts):
        raise ScheduleError(f"bad time of day: {text!r}")
    hours, minutes = int(parts[0]), int(parts[1])
    if hours > 23 or minutes > 59:
        raise ScheduleError(f"bad time of day: {text!r}")
    return hours * 60 + minutes


def format_time(minute: int) -> str:
    minute %= DAY
    return f"{minute // 60:02d}:{minute % 60:02d}"


@dataclass(frozen=True)
class Window:
    start: int
    end: int

    def __str__(self) -> str:
        return f"{format_time(self.start)}-{format_time(self.end)}"


def parse_window(text: str) -> Window:
    if text.count("-") != 1:
        raise ScheduleError(f"bad window: {text!r}")
    first, second = text.split("-")
    start, end = parse_time(first), parse_time(second)
    if start == end:
        raise ScheduleError(f"empty window: {text!r}")
    return Window(start, end)


def crosses_midnight(window: Window) -> bool:
    return window.end < window.start


def duration(window: Window) -> int:
    """Length of the window in minutes."""
    if crosses_midnight(window):
        return DAY - window.start + window.end
    return window.end - window.start


def in_window(window: Window, minute: int) -> bool:
    """Whether watering may run at `minute`; the end minute is outside the window."""
    minute %= DAY
    if crosses_midnight(window):
        return minute >= window.start or minute < window.end
    return window.start <= minute < window.end


def minutes_until_open(window: Window, minute: int) -> int:
    """Minutes from `minute` until the window opens; 0 while it is open."""
    minute %= DAY
    if in_window(window, minute):
        return 0
    return (window.start - minute) % DAY
