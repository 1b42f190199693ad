"""Durations in whole seconds: '1:02:03', '42:10' and '0:45' forms, and a coarse total."""

from .errors import DurationError


def _check(seconds: int) -> None:
    if not isinstance(seconds, int) or isinstance(seconds, bool) or seconds < 0:
        raise DurationError(f"not a duration in seconds: {seconds!r}")


def parse_duration(text: str) -> int:
    """'1:02:03' -> 3723, '42:10' -> 2530, '0:45' -> 45. Minutes and seconds after the first
    field are two digits below 60."""
    parts = text.strip().split(":")
    if len(parts) not in (2, 3) or not all(p.isdigit() for p in parts):
        raise DurationError(f"not a duration: {text!r}")
    if any(len(p) != 2 or int(p) >= 60 for p in parts[1:]):
        raise DurationError(f"not a duration: {text!r}")
    total = 0
    for p in parts:
        total = total * 60 + int(p)
    return total


def format_duration(seconds: int) -> str:
    """3723 -> '1:02:03', 125 -> '2:05', 45 -> '0:45'; hours only when there are any."""
    _check(seconds)
    h, rest = divmod(seconds, 3600)
    m, s = divmod(seconds, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def format_total(seconds: int) -> str:
    """A coarse total, rounded down to the minute: '3 h 05 min', or '45 min' under an hour."""
    _check(seconds)
    h, rest = divmod(seconds, 3600)
    m = seconds // 60
    return f"{h} h {m:02d} min" if h else f"{m} min"


def parse_total(text: str) -> int:
    """The coarse form back to seconds: '3 h 05 min' -> 11100, '45 min' -> 2700."""
    parts = text.split()
    if parts[-1:] != ["min"] or len(parts) not in (2, 4) or (len(parts) == 4 and parts[1] != "h"):
        raise DurationError(f"not a total: {text!r}")
    numbers = parts[0::2]
    if not all(p.isdigit() for p in numbers) or (len(numbers) == 2 and int(numbers[1]) >= 60):
        raise DurationError(f"not a total: {text!r}")
    minutes = int(numbers[-1]) + (int(numbers[0]) * 60 if len(numbers) == 2 else 0)
    return minutes * 60
