"""Policy checks on claim lines: daily caps, receipts and tiered mileage."""

from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from .money import ZERO, money_sum, to_money
from .policy import MILEAGE_TIERS, RECEIPT_LIMIT, daily_cap, exceeds


@dataclass(frozen=True)
class Finding:
    code: str  # "over-cap" or "receipt-missing"
    day: date
    category: str
    amount: Decimal  # the excess over the cap, or the line amount without a receipt
    message: str


def daily_totals(lines) -> dict[tuple[date, str], Decimal]:
    """The total per (day, category)."""
    totals: dict[tuple[date, str], list[Decimal]] = defaultdict(list)
    for line in lines:
        totals[(line.day, line.category)].append(line.amount)
    return {key: money_sum(amounts) for key, amounts in totals.items()}


def cap_findings(lines) -> list[Finding]:
    """One 'over-cap' finding per day and category whose total is above the daily cap."""
    out = []
    for (day, category), total in sorted(daily_totals(lines).items()):
        cap = daily_cap(category)
        if exceeds(total, cap):
            out.append(Finding("over-cap", day, category, total - cap,
                               f"{category} on {day}: {total} is above the daily cap of {cap}"))
    return out


def receipt_findings(lines) -> list[Finding]:
    """One 'receipt-missing' finding per line above the receipt limit without a receipt."""
    out = []
    for line in lines:
        if line.category != "mileage" and not line.receipt and exceeds(line.amount, RECEIPT_LIMIT):
            out.append(Finding("receipt-missing", line.day, line.category, line.amount,
                               f"{line.category} on {line.day}: a receipt is needed above {RECEIPT_LIMIT}"))
    return out


def check_lines(lines) -> list[Finding]:
    """Every finding, ordered by day, then category, then code."""
    lines = list(lines)
    found = cap_findings(lines) + receipt_findings(lines)
    return sorted(found, key=lambda f: (f.day, f.category, f.code))


def reimbursable(lines) -> Decimal:
    """The claim total less every excess over a daily cap."""
    lines = list(lines)
    excess = money_sum(f.amount for f in cap_findings(lines))
    return money_sum(line.amount for line in lines) - excess


def mileage_amount(km: int, km_before: int) -> Decimal:
    """The reimbursement for `km` driven after `km_before` km this year; each km is paid at
    the rate of the tier it falls in (a trip can span tiers)."""
    total, position, left = ZERO, km_before, km
    for limit, rate in MILEAGE_TIERS:
        if left <= 0:
            break
        if limit is not None and position >= limit:
            continue
        part = left if limit is None else min(left, limit - position)
        total += part * rate
        position, left = position + part, left - part
    return to_money(total)


def mileage_parts(km: int, km_before: int) -> list[tuple[int, Decimal]]:
    """The (km, rate) parts of a trip of `km` after `km_before` km this year, for statements."""
    parts, position, left = [], km_before, km
    for limit, rate in MILEAGE_TIERS:
        if left <= 0:
            break
        if limit is not None and position >= limit:
            continue
        part = left if limit is None else min(left, limit - position)
        parts.append((part, rate))
        position, left = position + part, left - part
    return parts
