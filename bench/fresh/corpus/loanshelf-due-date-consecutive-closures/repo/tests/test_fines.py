from datetime import date
from decimal import Decimal

from loanshelf import Item, Loan, Member, chargeable_days, days_late, fine_amount, loan_status

ADA = Member("m1", "Ada", "adult")
BEN = Member("m2", "Ben", "child")
DUNE = Item("b1", "Dune", "book")
FARGO = Item("d1", "Fargo", "dvd")


def loan(item=DUNE, who=ADA, due=date(2026, 4, 10)):
    return Loan(item, who, date(2026, 3, 20), due)


def test_days_late():
    assert days_late(loan(), date(2026, 4, 9)) == 0
    assert days_late(loan(), date(2026, 4, 10)) == 0
    assert days_late(loan(), date(2026, 4, 15)) == 5


def test_chargeable_days_outside_grace():
    assert chargeable_days(0) == 0
    assert chargeable_days(1) == 0
    assert chargeable_days(3) == 3
    assert chargeable_days(10) == 10


def test_fine_amounts_and_tier_factor():
    assert fine_amount(loan(), date(2026, 4, 15)) == Decimal("1.25")
    assert fine_amount(loan(who=BEN), date(2026, 4, 15)) == Decimal("0.63")
    assert fine_amount(loan(FARGO), date(2026, 4, 14)) == Decimal("4.00")
    assert fine_amount(loan(), date(2026, 4, 11)) == Decimal("0.00")


def test_fine_is_capped():
    assert fine_amount(loan(), date(2026, 8, 1)) == Decimal("10.00")
    assert fine_amount(loan(FARGO, BEN), date(2026, 8, 1)) == Decimal("7.50")


def test_loan_status():
    assert loan_status(loan(), date(2026, 4, 1)) == "on-loan"
    assert loan_status(loan(), date(2026, 4, 11)) == "grace"
    assert loan_status(loan(), date(2026, 4, 13)) == "overdue"
    closed = loan()
    closed.returned = date(2026, 4, 12)
    assert loan_status(closed, date(2026, 5, 1)) == "returned"
