"""Log levels: names, aliases and ordering.

Levels are ordered integers so that thresholds ("warn and above") are plain comparisons.
TRACE sits below DEBUG at half a step, as several logging libraries place it.
"""

from enum import IntEnum

from .errors import FieldError


class Level(IntEnum):
    TRACE = 5
    DEBUG = 10
    INFO = 20
    WARN = 30
    ERROR = 40
    FATAL = 50


_ALIASES = {
    "trace": Level.TRACE,
    "debug": Level.DEBUG,
    "dbg": Level.DEBUG,
    "info": Level.INFO,
    "information": Level.INFO,
    "warn": Level.WARN,
    "warning": Level.WARN,
    "error": Level.ERROR,
    "err": Level.ERROR,
    "fatal": Level.FATAL,
    "critical": Level.FATAL,
    "crit": Level.FATAL,
}


def parse_level(name: str | int | Level) -> Level:
    """Return the Level for a name or alias (case-insensitive) or a numeric value."""
    if isinstance(name, Level):
        return name
    if isinstance(name, int):
        try:
            return Level(name)
        except ValueError:
            raise FieldError(f"unknown level number {name}") from None
    key = name.strip().lower()
    if key.isdigit():
        return parse_level(int(key))
    try:
        return _ALIASES[key]
    except KeyError:
        raise FieldError(f"unknown level {name!r}") from None


def at_least(level: Level | str, minimum: Level | str) -> bool:
    """True when `level` is at or above the threshold `minimum` ("warn and above")."""
    return parse_level(level) >= parse_level(minimum)
