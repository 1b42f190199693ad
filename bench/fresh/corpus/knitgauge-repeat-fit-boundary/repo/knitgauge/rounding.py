"""Rounding helpers: knitters round halves up."""

import math
from decimal import ROUND_HALF_UP, Decimal


def half_up(value: float) -> int:
    """Round to the nearest whole number, halves up (94.5 -> 95)."""
    return int(Decimal(str(value)).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def to_even(value: float) -> int:
    """The nearest even whole number, halves up (for pieces worked in pairs: 95 -> 96)."""
    n = half_up(value)
    return n if n % 2 == 0 else n + 1


def ceil_div(a: float, b: float) -> int:
    """How many `b`s are needed to cover `a` (a partial one counts as a whole one)."""
    if b <= 0:
        raise ValueError("the divisor must be positive")
    return math.ceil(Decimal(str(a)) / Decimal(str(b)))
