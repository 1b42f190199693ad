"""Durations: compact human strings (``"1h30m"``), ISO-8601 durations (``"PT1H30M"``) and
formatting back to the compact form. Values are whole or fractional seconds as floats."""

from __future__ import annotations

import re

from .errors import DurationError

UNITS = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1}
_PART = re.compile(r"(\d+(?:\.\d+)?)\s*([wdhms])", re.IGNORECASE)
_ISO = re.compile(
    r"^P(?:(?P<w>\d+)W)?(?:(?P<d>\d+)D)?(?:T(?:(?P<h>\d+)H)?(?:(?P<m>\d+)M)?(?:(?P<s>\d+(?:\.\d+)?)S)?)?$"
)


def parse_duration(text: str) -> float:
    """Seconds in a compact duration such as ``"1h30m"``, ``"2d 4h"`` or ``"90s"``.

    A leading ``-`` makes the duration negative. Every character must belong to a
    number-unit pair; anything else is a :class:`DurationError`.
    """
    s = text.strip()
    sign = 1
    if s.startswith("-"):
        sign, s = -1, s[1:].lstrip()
    if not s:
        raise DurationError(f"empty duration: {text!r}")
    total = 0.0
    pos = 0
    for m in _PART.finditer(s):
        if s[pos : m.start()].strip():
            raise DurationError(f"unexpected {s[pos:m.start()].strip()!r} in duration {text!r}")
        total += float(m.group(1)) * UNITS[m.group(2).lower()]
        pos = m.end()
    if pos == 0 or s[pos:].strip():
        raise DurationError(f"not a duration: {text!r}")
    return sign * total


def parse_iso_duration(text: str) -> float:
    """Seconds in an ISO-8601 duration without years or months (``P1DT2H``, ``PT45M``)."""
    m = _ISO.match(text.strip().upper())
    if not m or text.strip().upper() in ("P", "PT") or text.strip().upper().endswith("T"):
        raise DurationError(f"not an ISO-8601 duration: {text!r}")
    total = 0.0
    for unit, seconds in (("w", 604800), ("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
        if m.group(unit):
            total += float(m.group(unit)) * seconds
    return total


def format_duration(seconds: float) -> str:
    """The compact form of *seconds*, largest units first, zero units left out.

    Fractional seconds are rounded to the nearest second; zero is ``"0s"``.

    >>> format_duration(5400)
    '1h30m'
    """
    total = round(seconds)
    sign = "-" if total < 0 else ""
    total = abs(total)
    if total == 0:
        return "0s"
    parts = []
    for unit in ("d", "h", "m", "s"):
        value, total = divmod(total, UNITS[unit])
        if value:
            parts.append(f"{value}{unit}")
    return sign + "".join(parts)
