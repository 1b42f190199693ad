"""Converting raw option strings to Python values and back."""

from __future__ import annotations

from .errors import CoercionError

_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})


def to_bool(value: str | bool) -> bool:
    """``true/yes/on/1`` -> True, ``false/no/off/0`` -> False, case-insensitively."""
    if isinstance(value, bool):
        return value
    text = str(value).strip()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise CoercionError(f"not a boolean: {value!r}")


def to_int(value: str | int) -> int:
    """Parse a decimal integer; an optional sign and ``_`` digit separators are allowed."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    text = str(value).strip().replace("_", "")
    digits = text[1:] if text[:1] in ("+", "-") else text
    if not digits.isdecimal():
        raise CoercionError(f"not an integer: {value!r}")
    return int(text)


def to_float(value: str | float) -> float:
    """Parse a float (``1.5``, ``-2e3``); ``nan`` and ``inf`` are rejected."""
    try:
        result = float(str(value).strip().replace("_", ""))
    except ValueError:
        raise CoercionError(f"not a number: {value!r}") from None
    if result != result or result in (float("inf"), float("-inf")):
        raise CoercionError(f"not a finite number: {value!r}")
    return result


def to_list(value: str | list[str], sep: str = ",") -> list[str]:
    """Split on ``sep`` and on newlines; items are stripped and empty items dropped."""
    if isinstance(value, (list, tuple)):
        return [str(item) for item in value]
    items: list[str] = []
    for line in str(value).splitlines():
        items.extend(part.strip() for part in line.split(sep))
    return [item for item in items if item]


def format_value(value: object) -> str:
    """The string stored for ``value`` by :meth:`Config.set`."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return ""
    if isinstance(value, (list, tuple)):
        return ", ".join(str(item) for item in value)
    return str(value)
