"""Typed value converters used by Config.get* and Schema.

Each converter takes the raw (already interpolated) string and returns a Python value, raising
ValueError with a readable message when the text does not fit. They are plain functions so
they can be used on values that do not come from a file (environment variables, CLI flags).
"""
from __future__ import annotations

import re

_TRUE = {"1", "yes", "true", "on"}
_FALSE = {"0", "no", "false", "off"}

_DURATION_UNITS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0}
_DURATION_PART = re.compile(r"(\d+(?:\.\d+)?)(ms|s|m|h|d)")

_SIZE_UNITS = {
    "b": 1,
    "kb": 1000, "mb": 1000**2, "gb": 1000**3, "tb": 1000**4,
    "kib": 1024, "mib": 1024**2, "gib": 1024**3, "tib": 1024**4,
}
_SIZE = re.compile(r"(\d+(?:\.\d+)?)\s*([A-Za-z]*)\Z")


def parse_bool(text: str) -> bool:
    word = text.strip().lower()
    if word in _TRUE:
        return True
    if word in _FALSE:
        return False
    raise ValueError(f"not a boolean: {text!r}")


def parse_int(text: str) -> int:
    """Decimal, ``0x`` hex or ``0o`` octal, with optional sign and ``_`` digit separators."""
    cleaned = text.strip().replace("_", "")
    try:
        return int(cleaned, 0)
    except ValueError:
        raise ValueError(f"not an integer: {text!r}") from None


def parse_float(text: str) -> float:
    try:
        return float(text.strip().replace("_", ""))
    except ValueError:
        raise ValueError(f"not a number: {text!r}") from None


def parse_duration(text: str) -> float:
    """Seconds from ``1h30m``, ``250ms``, ``2d`` or a bare number of seconds."""
    cleaned = text.strip().lower().replace(" ", "")
    if not cleaned:
        raise ValueError("empty duration")
    try:
        return float(cleaned)
    except ValueError:
        pass
    total = 0.0
    pos = 0
    for match in _DURATION_PART.finditer(cleaned):
        if match.start() != pos:
            break
        total += float(match.group(1)) * _DURATION_UNITS[match.group(2)]
        pos = match.end()
    if pos != len(cleaned):
        raise ValueError(f"not a duration: {text!r}")
    return total


def parse_size(text: str) -> int:
    """Bytes from ``512``, ``10KB`` (decimal units) or ``10KiB`` (binary units)."""
    match = _SIZE.match(text.strip())
    if not match:
        raise ValueError(f"not a size: {text!r}")
    number, unit = match.groups()
    factor = _SIZE_UNITS.get(unit.lower() or "b")
    if factor is None:
        raise ValueError(f"unknown size unit {unit!r}")
    return int(float(number) * factor)


def _split_outside_quotes(text: str, sep: str = ",") -> list[str]:
    """Split on ``sep`` except inside single or double quotes; quotes are kept in the parts."""
    parts: list[str] = []
    current: list[str] = []
    quote = None
    for ch in text:
        if quote:
            current.append(ch)
            if ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
            current.append(ch)
        elif ch == sep:
            parts.append("".join(current))
            current = []
        else:
            current.append(ch)
    if quote:
        raise ValueError(f"unterminated quote in {text!r}")
    parts.append("".join(current))
    return parts


def unquote(item: str) -> str:
    """Strip surrounding whitespace, then one pair of matching quotes (keeping inner spaces)."""
    item = item.strip()
    if len(item) >= 2 and item[0] == item[-1] and item[0] in "\"'":
        return item[1:-1]
    return item


def parse_list(text: str) -> list[str]:
    """Comma-separated items; quoted items may hold commas; empty unquoted items are dropped."""
    items = []
    for part in _split_outside_quotes(text):
        if part.strip():
            items.append(unquote(part))
    return items


def parse_mapping(text: str) -> dict[str, str]:
    """``key=value`` pairs separated by commas; values may be quoted like list items."""
    mapping: dict[str, str] = {}
    for part in _split_outside_quotes(text):
        if not part.strip():
            continue
        key, sep, value = part.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"expected key=value, got {part.strip()!r}")
        mapping[key.strip()] = unquote(value)
    return mapping
