"""Marks: times in seconds (track) and distances in metres (field)."""
import math

from .errors import MarkError


def round_up(value: float) -> float:
    """Times are rounded up to the next hundredth (10.451 -> 10.46; 10.45 stays)."""
    return math.ceil(round(value * 1000) / 10) / 100


def _number(text: str, original: str) -> float:
    if not text or text.count(".") > 1 or not text.replace(".", "").isdigit():
        raise MarkError(f"not a mark: {original!r}")
    return float(text)


def parse_mark(text: str) -> float:
    """Read `10.52`, `1:02.34` or `2:10:03.5` as seconds (rounded up to hundredths).

    In the `m:ss` and `h:mm:ss` forms every part after the first must be below 60 and the
    minutes or seconds must be written with two digits.
    """
    s = text.strip()
    parts = s.split(":")
    if len(parts) > 3:
        raise MarkError(f"too many parts in mark: {text!r}")
    for part in parts[1:]:
        head = part.split(".")[0]
        if len(head) != 2:
            raise MarkError(f"expected two digits in {text!r}")
    if any("." in p for p in parts[:-1]):
        raise MarkError(f"only the last part may have decimals: {text!r}")
    values = [_number(p, text) for p in parts]
    if any(v >= 60 for v in values[1:]):
        raise MarkError(f"minutes and seconds must be below 60: {text!r}")
    if len(values) == 3:
        total = values[0] * 3600 + values[1] * 60 + values[2]
    elif len(values) == 2:
        total = values[0] * 60 + values[1]
    else:
        total = values[0]
    return round_up(total)


def parse_distance(text: str) -> float:
    """Read a field mark in metres (`7.45`, `7.45m`); kept to centimetres, rounded down."""
    s = text.strip().lower().removesuffix("m").strip()
    value = _number(s, text)
    return math.floor(round(value * 1000) / 10) / 100


WIND_LIMIT = 2.0


def parse_wind(text: str) -> float:
    """A wind reading such as `+1.8`, `-0.4` or `0.0` in metres per second."""
    s = text.strip()
    sign = -1.0 if s.startswith("-") else 1.0
    value = _number(s.lstrip("+-"), text)
    return round(sign * value, 1)


def wind_legal(wind: float | None) -> bool:
    """Marks with a following wind above +2.0 m/s do not count for records (no reading: legal)."""
    return wind is None or wind <= WIND_LIMIT


def format_time(seconds: float) -> str:
    """Seconds as `10.52`, `1:02.34` or `2:10:03.00` (always two decimals)."""
    if seconds < 0:
        raise MarkError("a time cannot be negative")
    hundredths = round(seconds * 100)
    whole, frac = divmod(hundredths, 100)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}.{frac:02d}"
    if minutes:
        return f"{minutes}:{secs:02d}.{frac:02d}"
    return f"{secs}.{frac:02d}"


def format_distance(metres: float) -> str:
    return f"{metres:.2f}m"
