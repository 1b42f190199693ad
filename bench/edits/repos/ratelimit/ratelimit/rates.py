"""Parsing and formatting of human-readable rates such as ``"100/15m"``."""

from __future__ import annotations

import re
from dataclasses import dataclass

UNITS = {
    "s": 1.0,
    "sec": 1.0,
    "second": 1.0,
    "m": 60.0,
    "min": 60.0,
    "minute": 60.0,
    "h": 3600.0,
    "hour": 3600.0,
    "d": 86400.0,
    "day": 86400.0,
}

_RATE_RE = re.compile(r"^\s*(\d+)\s*(?:/|per)\s*(\d+(?:\.\d+)?)?\s*([a-z]+)\s*$")


@dataclass(frozen=True)
class Rate:
    """*limit* events per *period* seconds."""

    limit: int
    period: float

    @property
    def per_second(self) -> float:
        return self.limit / self.period


def parse_rate(text: str) -> Rate:
    """Parse ``"<count>/<period>"`` or ``"<count> per <period>"``.

    The period is a unit (``s``, ``min``, ``hour``, ``day`` and their long or
    plural forms) with an optional multiplier: ``"5 per 2s"``, ``"100/15m"``,
    ``"3/1.5h"``.
    """
    match = _RATE_RE.match(text.lower())
    if not match:
        raise ValueError(f"invalid rate: {text!r}")
    count, multiplier, unit = match.groups()
    if unit not in UNITS and unit.endswith("s") and unit[:-1] in UNITS:
        unit = unit[:-1]
    if unit not in UNITS:
        raise ValueError(f"unknown time unit in rate {text!r}: {unit!r}")
    period = UNITS[unit] * (float(multiplier) if multiplier else 1.0)
    if int(count) <= 0 or period <= 0:
        raise ValueError(f"rate must be positive: {text!r}")
    return Rate(int(count), period)


def format_rate(rate: Rate) -> str:
    """Render *rate* compactly, using the largest unit that divides the period."""
    for unit, seconds in (("d", 86400.0), ("h", 3600.0), ("m", 60.0), ("s", 1.0)):
        multiple = rate.period / seconds
        if multiple >= 1 and multiple == int(multiple):
            mult = int(multiple)
            return f"{rate.limit}/{unit}" if mult == 1 else f"{rate.limit}/{mult}{unit}"
    return f"{rate.limit}/{rate.period:g}s"
