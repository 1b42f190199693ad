"""Amounts are exact fractions, written the kitchen way: "2", "3/4", "1 1/2"."""

import math
from fractions import Fraction

from .errors import RecipeError

EIGHTH = Fraction(1, 8)


def parse_amount(text: str) -> Fraction:
    """'2' -> 2, '3/4' -> 3/4, '1 1/2' -> 3/2, '0.25' -> 1/4. Amounts must be positive."""
    parts = text.strip().split()
    if not parts or len(parts) > 2:
        raise RecipeError(f"not an amount: {text!r}")
    total = Fraction(0)
    for i, part in enumerate(parts):
        if "/" in part:
            num, _, den = part.partition("/")
            if not (num.isdigit() and den.isdigit()) or int(den) == 0:
                raise RecipeError(f"not an amount: {text!r}")
            if i == 0 and len(parts) == 2:
                raise RecipeError(f"the fraction goes after the whole number: {text!r}")
            total += Fraction(int(num), int(den))
        elif i == 1:
            raise RecipeError(f"not an amount: {text!r}")
        else:
            try:
                total += Fraction(part)
            except ValueError:
                raise RecipeError(f"not an amount: {text!r}") from None
    if total <= 0:
        raise RecipeError(f"an amount must be positive: {text!r}")
    return total


def format_amount(value: Fraction) -> str:
    """3/2 -> '1 1/2', 2 -> '2', 3/4 -> '3/4'."""
    value = Fraction(value)
    whole, rest = divmod(value.numerator, value.denominator)
    if rest == 0:
        return str(whole)
    frac = f"{rest}/{value.denominator}"
    return f"{whole} {frac}" if whole else frac


def to_eighths(value: Fraction) -> Fraction:
    """The nearest multiple of 1/8 (halves go up), but never less than 1/8."""
    n = math.floor(Fraction(value) / EIGHTH + Fraction(1, 2))
    return max(n, 1) * EIGHTH


def scale_amount(value: Fraction, factor: Fraction, whole: bool = False) -> Fraction:
    """`value * factor` as a cook would measure it: items counted whole (eggs, cloves) go up to
    the next whole item, everything else to the nearest eighth."""
    scaled = Fraction(value) * Fraction(factor)
    if whole:
        return Fraction(math.ceil(scaled))
    return to_eighths(scaled)
