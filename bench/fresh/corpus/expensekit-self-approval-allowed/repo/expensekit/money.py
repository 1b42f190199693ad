"""Money as Decimal, in cents, rounded half up."""

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from .errors import ExpenseError

CENT = Decimal("0.01")
ZERO = Decimal("0.00")


def to_money(value) -> Decimal:
    """A Decimal rounded to cents from a Decimal, an int or a numeric string (never a float)."""
    if isinstance(value, bool) or isinstance(value, float):
        raise ExpenseError(f"money must be a Decimal, int or string, not {type(value).__name__}")
    try:
        amount = Decimal(value) if not isinstance(value, Decimal) else value
    except (InvalidOperation, TypeError, ValueError):
        raise ExpenseError(f"not an amount: {value!r}") from None
    if not amount.is_finite():
        raise ExpenseError(f"not an amount: {value!r}")
    return amount.quantize(CENT, rounding=ROUND_HALF_UP)


def money_sum(amounts) -> Decimal:
    """The sum of amounts, in cents."""
    return to_money(sum((to_money(a) for a in amounts), ZERO))


def fmt(amount: Decimal, currency: str = "EUR") -> str:
    """'EUR 1,234.50' (a leading '-' for negative amounts)."""
    amount = to_money(amount)
    sign = "-" if amount < 0 else ""
    return f"{sign}{currency} {abs(amount):,.2f}"
