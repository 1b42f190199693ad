"""Typed views of field values: durations, sizes and best-effort coercion.

Field values are kept as strings in a Record; these helpers convert them on demand so a
malformed value in one line never stops a whole file from parsing.
"""

import re

from .errors import FieldError

# Longest suffixes first: "ms" must win over "s", "us" over "s".
_DURATION_UNITS = (
    ("ms", 0.001),
    ("us", 0.000001),
    ("h", 3600.0),
    ("m", 60.0),
    ("s", 1.0),
)

_SIZE_UNITS = {
    "": 1,
    "b": 1,
    "kb": 1000,
    "mb": 1000 ** 2,
    "gb": 1000 ** 3,
    "kib": 1024,
    "mib": 1024 ** 2,
    "gib": 1024 ** 3,
}

_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)")
_SIZE = re.compile(r"(\d+(?:\.\d+)?)\s*([a-zA-Z]*)")


def parse_duration(text: str) -> float:
    """Parse a duration such as "1.5s", "250ms", "2m" or "1h" into seconds.

    A bare number is taken as seconds.
    """
    raw = text.strip().lower()
    if not raw:
        raise FieldError("empty duration")
    for suffix, factor in _DURATION_UNITS:
        if raw.endswith(suffix):
            number = raw[: -len(suffix)]
            break
    else:
        number, factor = raw, 1.0
    if not _NUMBER.fullmatch(number):
        raise FieldError(f"bad duration {text!r}")
    value = float(number) * factor
    if value < 0:
        raise FieldError(f"negative duration {text!r}")
    return value


def parse_size(text: str) -> int:
    """Parse a byte size such as "512", "4KB" or "1.5MiB" into bytes (decimal and binary units)."""
    m = _SIZE.fullmatch(text.strip())
    if not m:
        raise FieldError(f"bad size {text!r}")
    unit = m.group(2).lower()
    if unit not in _SIZE_UNITS:
        raise FieldError(f"unknown size unit {m.group(2)!r} in {text!r}")
    return int(round(float(m.group(1)) * _SIZE_UNITS[unit]))


def coerce(value: str | bool):
    """Best-effort conversion of a raw field value: bool, int, float, duration seconds, or the text.

    Bare keys (``key`` with no ``=``) are stored as True and are returned unchanged.
    """
    if isinstance(value, bool):
        return value
    low = value.lower()
    if low in ("true", "false"):
        return low == "true"
    if re.fullmatch(r"[+-]?\d+", value):
        return int(value)
    if _NUMBER.fullmatch(value):
        return float(value)
    if value[:1].isdigit():
        try:
            return parse_duration(value)
        except FieldError:
            pass
    return value
