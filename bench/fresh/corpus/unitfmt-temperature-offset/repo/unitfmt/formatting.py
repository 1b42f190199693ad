"""Formatting numbers and quantities for people.

Locales only differ in their separators here: ``en`` writes 1,234.5, ``de`` 1.234,5, ``fr``
1 234,5 (narrow no-break space) and ``ch`` 1'234.5. Rounding is always half away from zero
(see :mod:`unitfmt.rounding`), and a value that rounds to zero never shows a minus sign.
"""

from __future__ import annotations

from .convert import Quantity
from .rounding import round_half_up

LOCALES = {"en": (",", "."), "de": (".", ","), "fr": ("\u202f", ","), "ch": ("'", ".")}
SI_PREFIXES = ("", "k", "M", "G", "T", "P", "E")
BINARY_PREFIXES = ("", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei")


def _group(digits: str, sep: str) -> str:
    head = len(digits) % 3 or 3
    parts = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return sep.join(parts)


def format_number(value: float, places: int = 2, *, locale: str = "en", grouping: bool = True) -> str:
    """*value* with exactly *places* decimals and the locale's separators."""
    try:
        thousands, decimal = LOCALES[locale]
    except KeyError:
        raise ValueError(f"unknown locale {locale!r}; known: {', '.join(LOCALES)}") from None
    rounded = round_half_up(value, places)
    sign = "-" if rounded < 0 else ""
    text = f"{abs(rounded):.{max(places, 0)}f}"
    whole, _, frac = text.partition(".")
    if grouping:
        whole = _group(whole, thousands)
    return sign + whole + (decimal + frac if frac else "")


def format_quantity(q: Quantity, places: int = 2, *, locale: str = "en") -> str:
    """``"12.50 kg"``; a quantity's label, if any, is prefixed (``"net: 12.50 kg"``)."""
    text = f"{format_number(q.value, places, locale=locale)} {q.unit}"
    return f"{q.label}: {text}" if q.label else text


def format_column(values: list[float], places: int = 2, *, locale: str = "en") -> list[str]:
    """Format *values* right-aligned to a common width (for tables and reports)."""
    cells = [format_number(v, places, locale=locale) for v in values]
    width = max((len(c) for c in cells), default=0)
    return [c.rjust(width) for c in cells]


def humanize(value: float, unit: str = "", *, binary: bool = False, places: int = 1) -> str:
    """*value* scaled to the largest prefix that keeps it at or above 1: ``1.5 MB``, ``512 B``.

    Unscaled values are printed without decimals when they are whole numbers. With
    ``binary=True`` prefixes are powers of 1024 (``KiB``, ``MiB``). The prefix is chosen for the
    *rounded* value, so 999 999 B is ``1.0 MB``, never ``1000.0 kB``.
    """
    base = 1024 if binary else 1000
    prefixes = BINARY_PREFIXES if binary else SI_PREFIXES
    sign = "-" if value < 0 else ""
    mag = abs(value)
    i = 0
    while mag >= base and i < len(prefixes) - 1:
        mag /= base
        i += 1
    if i < len(prefixes) - 1 and round_half_up(mag, places) >= base:
        # rounding carried into the next prefix: 999.95 k -> 1.0 M
        mag /= base
        i += 1
    if i == 0 and mag == int(mag):
        text = str(int(mag))
    else:
        text = format_number(mag, places, grouping=False)
    if text.strip("0.") == "":
        sign = ""
    return f"{sign}{text} {prefixes[i]}{unit}".rstrip()
