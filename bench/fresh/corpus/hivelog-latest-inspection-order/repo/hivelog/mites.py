"""Alcohol-wash mite counts."""

from decimal import ROUND_HALF_UP, Decimal

LEVELS = ((1, "low"), (3, "moderate"))


def mite_percent(mites, bees):
    """Mites per 100 bees, one decimal, rounded half up."""
    if bees <= 0 or mites < 0:
        raise ValueError("a wash needs bees and a mite count of 0 or more")
    value = Decimal(mites * 100) / Decimal(bees)
    return float(value.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def level(percent):
    """'low' below 1 %, 'moderate' below 3 %, else 'high'."""
    for limit, name in LEVELS:
        if percent < limit:
            return name
    return "high"


def pooled_percent(washes):
    """Mites per 100 bees over several (mites, bees) washes, rounded as mite_percent."""
    washes = list(washes)
    if not washes:
        return None
    mites = sum(m for m, _ in washes)
    bees = sum(b for _, b in washes)
    if bees <= 0:
        raise ValueError("washes need bees")
    value = Decimal(mites * 100) / Decimal(bees)
    return float(value.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))
