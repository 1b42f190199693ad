"""The lending policy: tables of loan periods, fines and limits."""

from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class ItemRule:
    loan_days: int
    renewals: int
    daily_fine: Decimal
    max_fine: Decimal


@dataclass(frozen=True)
class TierRule:
    max_loans: int
    fine_factor: Decimal


ITEM_RULES = {
    "book": ItemRule(21, 2, Decimal("0.25"), Decimal("10.00")),
    "dvd": ItemRule(7, 1, Decimal("1.00"), Decimal("15.00")),
    "magazine": ItemRule(7, 0, Decimal("0.10"), Decimal("2.00")),
    "laptop": ItemRule(3, 0, Decimal("5.00"), Decimal("50.00")),
}

TIER_RULES = {
    "child": TierRule(5, Decimal("0.5")),
    "adult": TierRule(10, Decimal("1")),
    "senior": TierRule(10, Decimal("0.5")),
    "staff": TierRule(25, Decimal("0")),
}

GRACE_DAYS = 2            # up to this many days late costs nothing
BLOCK_AT = Decimal("5.00")  # members owing this much or more cannot borrow
HOLD_PICKUP_DAYS = 5      # a hold waits this many days for its member


def item_rule(kind: str) -> ItemRule:
    try:
        return ITEM_RULES[kind]
    except KeyError:
        raise ValueError(f"unknown item kind {kind!r}; known: {sorted(ITEM_RULES)}") from None


def tier_rule(tier: str) -> TierRule:
    try:
        return TIER_RULES[tier]
    except KeyError:
        raise ValueError(f"unknown member tier {tier!r}; known: {sorted(TIER_RULES)}") from None
