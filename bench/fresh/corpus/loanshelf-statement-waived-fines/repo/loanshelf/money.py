"""Money: Decimal amounts rounded to cents."""

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

CENT = Decimal("0.01")
ZERO = Decimal("0.00")


def money(value) -> Decimal:
    """A Decimal amount in cents from a str, int or Decimal (floats are refused)."""
    if isinstance(value, float):
        raise TypeError("amounts must not be floats; pass a str or Decimal")
    try:
        amount = Decimal(value)
    except (InvalidOperation, TypeError, ValueError):
        raise ValueError(f"not an amount: {value!r}") from None
    if not amount.is_finite():
        raise ValueError(f"not a finite amount: {value!r}")
    return amount.quantize(CENT, rounding=ROUND_HALF_UP)


def total(amounts) -> Decimal:
    return sum((money(a) for a in amounts), ZERO)


def format_money(amount, currency: str = "€") -> str:
    amount = money(amount)
    sign = "-" if amount < 0 else ""
    return f"{sign}{currency}{abs(amount):,.2f}"
