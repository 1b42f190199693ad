"""Clock times of the day as HH:MM and durations in whole minutes."""

from .errors import ValidationError

MINUTES_PER_DAY = 24 * 60


def parse_time(text: str) -> int:
    """Parse "HH:MM" (24 h clock) into minutes after midnight."""
    parts = text.strip().split(":")
    if len(parts) != 2 or not all(p.isdigit() for p in parts) or len(parts[1]) != 2:
        raise ValidationError(f"not a HH:MM time: {text!r}")
    hours, minutes = int(parts[0]), int(parts[1])
    if hours > 23 or minutes > 59:
        raise ValidationError(f"not a time of day: {text!r}")
    return hours * 60 + minutes


def format_time(minutes: int) -> str:
    """Minutes after midnight as "HH:MM" (wrapping past midnight)."""
    minutes %= MINUTES_PER_DAY
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def minutes_between(start: str, end: str) -> int:
    """Minutes from `start` to the next `end`; an end before the start is on the next day."""
    delta = parse_time(end) - parse_time(start)
    if delta < 0:
        delta += MINUTES_PER_DAY
    return delta


def add_minutes(start: str, minutes: int) -> str:
    """The clock time `minutes` after `start`."""
    return format_time(parse_time(start) + minutes)


def format_duration(minutes: int) -> str:
    """A duration as "45 min" below an hour, else "1 h 05 min"."""
    if minutes < 0:
        raise ValidationError("a duration cannot be negative")
    if minutes < 60:
        return f"{minutes} min"
    return f"{minutes // 60} h {minutes % 60:02d} min"
