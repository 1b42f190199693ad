from datetime import date, timedelta
from decimal import Decimal

from loanshelf import (GRACE_DAYS, Item, Loan, Member, chargeable_days, fine_amount, grace_ends,
                       loan_status, overdue_report, projected_fine)
from conftest import item, member

ADA = Member("m1", "Ada", "adult")
FARGO = Item("d1", "Fargo", "dvd")


def test_exactly_grace_days_late_costs_nothing():
    assert chargeable_days(GRACE_DAYS) == 0
    dvd = Loan(FARGO, ADA, date(2026, 3, 1), date(2026, 3, 8))
    assert fine_amount(dvd, date(2026, 3, 10)) == Decimal("0.00")
    assert projected_fine(dvd, date(2026, 3, 10)) == Decimal("0.00")


def test_last_grace_day_is_grace_not_overdue(desk):
    loan = desk.checkout(member(desk, "m1"), item(desk, "b1"), date(2026, 3, 2))
    assert loan_status(loan, date(2026, 3, 25)) == "grace"
    assert overdue_report(desk.loans, date(2026, 3, 25)) == []


def test_desk_on_the_last_grace_day(desk):
    loan = desk.checkout(member(desk, "m1"), item(desk, "b1"), date(2026, 3, 2))
    desk.renew(loan, date(2026, 3, 25))
    assert loan.due == date(2026, 4, 15) and loan.renewals == 1
    dvd = desk.checkout(member(desk, "m2"), item(desk, "d1"), date(2026, 3, 2))
    assert desk.return_item(dvd, date(2026, 3, 11)) is None and desk.fines == []


def test_after_the_grace_period_every_day_is_charged(desk):
    loan = Loan(Item("b9", "Ulysses"), ADA, date(2026, 3, 20), date(2026, 4, 10))
    assert fine_amount(loan, date(2026, 4, 13)) == Decimal("0.75")
    assert loan_status(loan, date(2026, 4, 13)) == "overdue"
    assert grace_ends(loan) == date(2026, 4, 10) + timedelta(days=2)
    lent = desk.checkout(member(desk, "m1"), item(desk, "b1"), date(2026, 3, 2))
    rows = overdue_report(desk.loans, date(2026, 3, 26))
    assert rows == [("Dune", "Ada", date(2026, 3, 23), 3, Decimal("0.75"))]
    assert desk.return_item(lent, date(2026, 3, 26)).amount == Decimal("0.75")


def test_values_before_the_boundary():
    assert [chargeable_days(n) for n in (0, 1, 3, 4)] == [0, 0, 3, 4]
    loan = Loan(FARGO, Member("m2", "Ben", "child"), date(2026, 3, 1), date(2026, 3, 8))
    assert loan_status(loan, date(2026, 3, 9)) == "grace"
    assert fine_amount(loan, date(2026, 3, 20)) == Decimal("6.00")
