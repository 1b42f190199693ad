"""Type inference for CSV cell values.

Every cell arrives as a string.  For each column we pick the narrowest type
that fits all of its non-null cells, then convert the cells to that type.
Supported column types are ``"bool"``, ``"int"``, ``"float"`` and ``"str"``.
"""

from __future__ import annotations

import math

NULL_TOKENS = frozenset({"", "na", "n/a", "null", "none", "-"})
TRUE_TOKENS = frozenset({"true", "yes", "y"})
FALSE_TOKENS = frozenset({"false", "no", "n"})


def is_null(text: str) -> bool:
    """Return True if *text* denotes a missing value."""
    return text.strip().lower() in NULL_TOKENS


def parse_int(text: str) -> int | None:
    """Parse an integer, allowing a sign and thousands separators ("1,234").

    Returns None when *text* is not an integer literal.
    """
    t = text.strip()
    if "," in t:
        groups = t.lstrip("+-").split(",")
        if not groups[0] or len(groups[0]) > 3 or any(len(g) != 3 for g in groups[1:]):
            return None
        t = t.replace(",", "")
    digits = t[1:] if t[:1] in ("+", "-") else t
    if not digits.isdigit():
        return None
    return int(t)


def parse_float(text: str) -> float | None:
    """Parse a finite float; a trailing ``%`` divides the value by 100."""
    t = text.strip().replace(",", "")
    scale = 1.0
    if t.endswith("%"):
        t, scale = t[:-1], 0.01
    try:
        value = float(t)
    except ValueError:
        return None
    if math.isnan(value) or math.isinf(value):
        return None
    return value * scale


def parse_bool(text: str) -> bool | None:
    """Parse yes/no style booleans; returns None for anything else."""
    t = text.strip().lower()
    if t in TRUE_TOKENS:
        return True
    if t in FALSE_TOKENS:
        return False
    return None


def detect_type(text: str) -> str:
    """Classify a single cell as null, int, float, bool or str."""
    if is_null(text):
        return "null"
    if parse_int(text) is not None:
        return "int"
    if parse_float(text) is not None:
        return "float"
    if parse_bool(text) is not None:
        return "bool"
    return "str"


def infer_column_type(values: list[str]) -> str:
    """Return the column type that fits every non-null cell in *values*.

    A column mixing integers and floats is a float column; any other mix
    falls back to ``"str"``.  A column with no values at all is ``"str"``.
    """
    seen = {detect_type(v) for v in values} - {"null"}
    if not seen:
        return "str"
    if len(seen) == 1:
        return seen.pop()
    if seen <= {"int", "float"}:
        return "float"
    return "str"


def convert(text: str, type_name: str):
    """Convert one cell to *type_name*; null or unparseable cells become None."""
    if is_null(text):
        return None
    if type_name == "int":
        return parse_int(text)
    if type_name == "float":
        return parse_float(text)
    if type_name == "bool":
        return parse_bool(text)
    if type_name == "str":
        return text.strip()
    raise ValueError(f"unknown column type: {type_name!r}")
