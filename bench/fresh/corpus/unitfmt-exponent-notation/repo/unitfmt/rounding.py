"""Rounding that behaves the way people expect from a receipt.

Python's :func:`round` rounds half to even and works on binary floats, so ``round(2.675, 2)`` is
2.67. These helpers work on the decimal digits of the number as written (``repr``), and round
half away from zero: 2.675 -> 2.68, -2.5 -> -3.
"""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Decimal


def _dec(value: float | int | str | Decimal) -> Decimal:
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"cannot round {value!r}")
        return Decimal(repr(value))
    return Decimal(value)


def round_half_up(value: float | int | str | Decimal, places: int = 0) -> float:
    """*value* rounded to *places* decimals, halves away from zero (negative *places* allowed)."""
    d = _dec(value)
    return float(d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def round_to_increment(value: float | int | str | Decimal, increment: float | str | Decimal) -> float:
    """*value* rounded to a multiple of *increment* (e.g. 0.05 for cash), halves away from zero."""
    inc = _dec(increment)
    if inc <= 0:
        raise ValueError("increment must be positive")
    units = (_dec(value) / inc).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    return float(units * inc)


def round_significant(value: float, digits: int = 3) -> float:
    """*value* rounded to *digits* significant digits (``0`` stays ``0``)."""
    if digits < 1:
        raise ValueError("digits must be at least 1")
    if value == 0:
        return 0.0
    magnitude = math.floor(math.log10(abs(value)))
    return round_half_up(value, digits - 1 - magnitude)
