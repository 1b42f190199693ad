"""Money helpers: cent rounding, parsing and formatting of amounts.

Payroll rounds half a cent away from zero (the statutory rule for payslips here), not to even:
``Decimal``'s ROUND_HALF_UP does exactly that for both signs.
"""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from .errors import PayrollError

CENT = Decimal("0.01")
RATE_STEP = Decimal("0.0001")


def to_decimal(value: Decimal | int | str) -> Decimal:
    if isinstance(value, float):
        raise PayrollError("use Decimal or str for money, not float")
    try:
        return Decimal(value)
    except InvalidOperation:
        raise PayrollError(f"not an amount: {value!r}") from None


def round_cents(amount: Decimal | int | str) -> Decimal:
    """``amount`` rounded to cents, half away from zero."""
    return to_decimal(amount).quantize(CENT, rounding=ROUND_HALF_UP)


def round_rate(rate: Decimal | int | str) -> Decimal:
    """An hourly rate rounded to 4 decimal places, half away from zero."""
    return to_decimal(rate).quantize(RATE_STEP, rounding=ROUND_HALF_UP)


def parse_amount(text: str) -> Decimal:
    """``1,234.50``, ``-3.1``, ``(3.10)`` (accounting negative) or ``€12`` -> Decimal cents."""
    cleaned = text.strip().replace(",", "").replace("€", "").replace(" ", "")
    negative = cleaned.startswith("(") and cleaned.endswith(")")
    if negative:
        cleaned = cleaned[1:-1]
    amount = to_decimal(cleaned)
    return round_cents(-amount if negative else amount)


def format_amount(amount: Decimal, symbol: str = "€") -> str:
    """``-1234.5`` -> ``-€1,234.50``."""
    amount = round_cents(amount)
    sign = "-" if amount < 0 else ""
    return f"{sign}{symbol}{abs(amount):,.2f}"


def split_evenly(total: Decimal, parts: int) -> list[Decimal]:
    """``total`` in ``parts`` cent amounts that differ by at most a cent and add up exactly."""
    if parts <= 0:
        raise PayrollError("parts must be positive")
    cents = int(round_cents(total) / CENT)
    base, extra = divmod(abs(cents), parts)
    sign = -1 if cents < 0 else 1
    return [sign * Decimal(base + (1 if i < extra else 0)) * CENT for i in range(parts)]


def percent_of(amount: Decimal, percent: Decimal | str) -> Decimal:
    """``percent`` % of ``amount``, rounded to cents."""
    return round_cents(to_decimal(amount) * to_decimal(percent) / 100)
