"""Progressive income tax on annual income, withheld evenly per pay period."""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from .errors import PayrollError
from .money import round_cents, to_decimal


@dataclass(frozen=True)
class Bracket:
    upto: Decimal | None  # upper end of the bracket; None for the top bracket
    percent: Decimal


DEFAULT_BRACKETS = (
    Bracket(Decimal("12000"), Decimal("0")),
    Bracket(Decimal("30000"), Decimal("20")),
    Bracket(None, Decimal("40")),
)


def check_brackets(brackets: tuple[Bracket, ...]) -> None:
    if not brackets or brackets[-1].upto is not None:
        raise PayrollError("the last bracket must be open-ended")
    limits = [b.upto for b in brackets[:-1]]
    if any(u is None for u in limits) or limits != sorted(limits) or len(set(limits)) != len(limits):
        raise PayrollError("bracket limits must be strictly increasing")


def annual_tax(income: Decimal | str, brackets: tuple[Bracket, ...] = DEFAULT_BRACKETS) -> Decimal:
    """Tax on ``income``: each slice of income is taxed at its bracket's rate."""
    check_brackets(brackets)
    income = to_decimal(income)
    if income <= 0:
        return Decimal("0.00")
    tax = Decimal(0)
    lower = Decimal(0)
    for bracket in brackets:
        upper = income if bracket.upto is None else min(income, bracket.upto)
        if upper > lower:
            tax += (upper - lower) * bracket.percent / 100
        if bracket.upto is None or income <= bracket.upto:
            break
        lower = bracket.upto
    return round_cents(tax)


def withholding(period_gross: Decimal, periods_per_year: int = 12,
                brackets: tuple[Bracket, ...] = DEFAULT_BRACKETS) -> Decimal:
    """Tax to withhold from one period's gross pay, as if every period paid the same."""
    if periods_per_year not in (12, 26, 52):
        raise PayrollError("pay periods per year must be 12, 26 or 52")
    return round_cents(annual_tax(period_gross * periods_per_year, brackets) / periods_per_year)
