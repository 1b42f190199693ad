"""The expense policy: tables and the comparisons used against them."""

from decimal import Decimal

CATEGORIES = ("meals", "lodging", "taxi", "travel", "supplies", "mileage")

# highest amount reimbursed per category and calendar day (None: no daily cap)
DAILY_CAPS: dict[str, Decimal | None] = {
    "meals": Decimal("60.00"),
    "lodging": Decimal("180.00"),
    "taxi": Decimal("80.00"),
    "travel": None,
    "supplies": Decimal("150.00"),
    "mileage": None,
}

# a receipt is needed for every non-mileage line above this amount
RECEIPT_LIMIT = Decimal("25.00")

# highest claim total an approver of each role may approve (None: no limit)
APPROVAL_LIMITS: dict[str, Decimal | None] = {
    "employee": Decimal("0.00"),
    "manager": Decimal("1000.00"),
    "director": Decimal("5000.00"),
    "finance": None,
}

# mileage rate per km by kilometres driven so far in the calendar year: (up to km, rate)
MILEAGE_TIERS: tuple[tuple[int | None, Decimal], ...] = (
    (10000, Decimal("0.30")),
    (20000, Decimal("0.25")),
    (None, Decimal("0.20")),
)


def daily_cap(category: str) -> Decimal | None:
    return DAILY_CAPS[category]


def approval_limit(role: str) -> Decimal | None:
    return APPROVAL_LIMITS[role]


def exceeds(amount: Decimal, limit: Decimal | None) -> bool:
    """True when `amount` is above `limit`; an amount equal to the limit is within it, and a
    limit of None is no limit at all."""
    return limit is not None and amount > limit
