"""Money amounts: Decimal, two decimal places at most, debits positive and credits negative.

Floats are accepted for convenience and converted through their shortest decimal repr, so
``19.99`` is ``Decimal("19.99")``, never the binary expansion ``19.989999999999998...``.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from .errors import InvalidAmount

CENT = Decimal("0.01")
_AMOUNT_TEXT = re.compile(r"^\(?-?[€$£]?\s*[\d,]*\.?\d+\)?$")


def parse_amount(text: str) -> Decimal:
    """``"1,234.50"``, ``"-12"``, ``"(12.00)"`` (accounting negative) or ``"€5.10"``."""
    s = text.strip()
    if not s or not _AMOUNT_TEXT.match(s):
        raise InvalidAmount(f"not an amount: {text!r}")
    negative = s.startswith("(") and s.endswith(")")
    s = s.strip("()").replace(",", "").replace("€", "").replace("$", "").replace("£", "").replace(" ", "")
    try:
        value = Decimal(s)
    except InvalidOperation:
        raise InvalidAmount(f"not an amount: {text!r}") from None
    return -value if negative else value


def to_amount(value) -> Decimal:
    """*value* (Decimal, int, float or text) as an amount; rejects more than two decimals."""
    if isinstance(value, bool):
        raise InvalidAmount("a boolean is not an amount")
    if isinstance(value, Decimal):
        amount = value
    elif isinstance(value, int):
        amount = Decimal(value)
    elif isinstance(value, float):
        amount = Decimal(repr(value))
    elif isinstance(value, str):
        amount = parse_amount(value)
    else:
        raise InvalidAmount(f"not an amount: {value!r}")
    if not amount.is_finite():
        raise InvalidAmount(f"not a finite amount: {value!r}")
    if amount != amount.quantize(CENT):
        raise InvalidAmount(f"{value!r} has more than two decimal places")
    return amount.quantize(CENT)


def format_amount(value, thousands: str = ",") -> str:
    """``Decimal("-1234.5")`` -> ``"-1,234.50"``; floats go through their repr, rounded half up."""
    if isinstance(value, float):
        value = Decimal(repr(value))
    amount = Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)
    sign = "-" if amount < 0 else ""
    whole, _, cents = f"{abs(amount):.2f}".partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return f"{sign}{thousands.join(groups)}.{cents}"
