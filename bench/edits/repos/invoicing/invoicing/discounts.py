"""Discount codes.

Supported codes (case-insensitive):

* ``SAVE<n>``  -- ``n`` percent off the subtotal (``SAVE15``), 1 <= n <= 90
* ``TAKE<n>``  -- ``n`` cents off the subtotal (``TAKE500`` is €5.00 off)
* ``HALF``     -- 50 percent off orders of €50.00 or more
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from .money import percent_of


class InvalidDiscountCode(ValueError):
    """Raised for a code that is not recognised."""


@dataclass(frozen=True)
class Discount:
    code: str
    kind: str  # "percent" or "fixed"
    value: Decimal
    min_subtotal_cents: int = 0


_PATTERN = re.compile(r"^(SAVE|TAKE)(\d+)$")


def parse_code(code: str) -> Discount:
    normalized = code.strip().upper()
    if normalized == "HALF":
        return Discount(normalized, "percent", Decimal(50), min_subtotal_cents=5000)
    match = _PATTERN.match(normalized)
    if not match:
        raise InvalidDiscountCode(code)
    prefix, number = match.group(1), int(match.group(2))
    if prefix == "SAVE":
        if not 1 <= number <= 90:
            raise InvalidDiscountCode(code)
        return Discount(normalized, "percent", Decimal(number))
    if number <= 0:
        raise InvalidDiscountCode(code)
    return Discount(normalized, "fixed", Decimal(number))


def discount_amount(subtotal_cents: int, discount: Discount) -> int:
    """Cents taken off ``subtotal_cents`` by ``discount`` (never more than the subtotal)."""
    if subtotal_cents <= 0 or subtotal_cents < discount.min_subtotal_cents:
        return 0
    if discount.kind == "percent":
        return percent_of(subtotal_cents, discount.value)
    return min(int(discount.value), subtotal_cents)
