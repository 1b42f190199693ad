"""Integer-cent money helpers."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation


def parse_amount(text: str | int | Decimal) -> int:
    """``"12.34"`` -> 1234 cents. At most two decimals; raises ValueError otherwise."""
    try:
        d = Decimal(str(text).strip())
    except InvalidOperation:
        raise ValueError(f"not an amount: {text!r}") from None
    if not d.is_finite() or d.as_tuple().exponent < -2:
        raise ValueError(f"not an amount in cents: {text!r}")
    return int(d * 100)


def format_cents(cents: int) -> str:
    """1234 -> ``"12.34"``; -5 -> ``"-0.05"``."""
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    return f"{sign}{whole}.{frac:02d}"


def percent_of(cents: int, percent: int | str | Decimal) -> int:
    """*percent* % of *cents*, rounded half away from zero to a whole cent."""
    raw = Decimal(cents) * Decimal(str(percent)) / 100
    return int(raw.quantize(Decimal(1), rounding=ROUND_HALF_UP))
