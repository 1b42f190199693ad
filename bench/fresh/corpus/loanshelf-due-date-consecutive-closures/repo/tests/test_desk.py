from datetime import date
from decimal import Decimal

import pytest

from loanshelf import LendingError, Member
from conftest import item, member


def test_checkout_due_dates(desk):
    loan = desk.checkout(member(desk, "m1"), item(desk, "b1"), date(2026, 3, 2))
    assert loan.due == date(2026, 3, 23)
    dvd = desk.checkout(member(desk, "m1"), item(desk, "d1"), date(2026, 3, 27))
    assert dvd.due == date(2026, 4, 4)
    assert desk.open_loans(member(desk, "m1")) == [loan, dvd]


def test_checkout_refusals(desk):
    desk.checkout(member(desk, "m1"), item(desk, "b1"), date(2026, 3, 2))
    with pytest.raises(LendingError):
        desk.checkout(member(desk, "m2"), item(desk, "b1"), date(2026, 3, 3))
    with pytest.raises(ValueError):
        desk.add_member(Member("m1", "Again"))


def test_loan_limit_of_a_tier(desk):
    kid = member(desk, "m2")
    for n in range(5):
        desk.add_item(__import__("loanshelf").Item(f"k{n}", f"Kids {n}"))
        desk.checkout(kid, item(desk, f"k{n}"), date(2026, 3, 2))
    assert desk.can_borrow(kid) == (False, "loan limit reached")
    with pytest.raises(LendingError):
        desk.checkout(kid, item(desk, "b2"), date(2026, 3, 2))


def test_renew(desk):
    loan = desk.checkout(member(desk, "m1"), item(desk, "b1"), date(2026, 3, 2))
    desk.renew(loan, date(2026, 3, 20))
    assert loan.due == date(2026, 4, 10) and loan.renewals == 1
    desk.renew(loan, date(2026, 4, 1))
    with pytest.raises(LendingError):
        desk.renew(loan, date(2026, 4, 8))


def test_renew_refused_when_held_or_overdue(desk):
    loan = desk.checkout(member(desk, "m1"), item(desk, "b1"), date(2026, 3, 2))
    with pytest.raises(LendingError):
        desk.renew(loan, date(2026, 3, 30))
    desk.place_hold(member(desk, "m2"), item(desk, "b1"), date(2026, 3, 10))
    with pytest.raises(LendingError):
        desk.renew(loan, date(2026, 3, 20))


def test_return_with_fine_and_hold(desk):
    loan = desk.checkout(member(desk, "m1"), item(desk, "b1"), date(2026, 3, 2))
    hold = desk.place_hold(member(desk, "m2"), item(desk, "b1"), date(2026, 3, 10))
    fine = desk.return_item(loan, date(2026, 3, 30))
    assert fine.amount == Decimal("1.75") and desk.fines == [fine]
    assert hold.ready == date(2026, 3, 30) and hold.pickup_by == date(2026, 4, 4)
    with pytest.raises(LendingError):
        desk.checkout(member(desk, "m3"), item(desk, "b1"), date(2026, 3, 31))
    again = desk.checkout(member(desk, "m2"), item(desk, "b1"), date(2026, 3, 31))
    assert again.due == date(2026, 4, 21) and desk.holds == []


def test_on_time_return_has_no_fine(desk):
    loan = desk.checkout(member(desk, "m1"), item(desk, "b1"), date(2026, 3, 2))
    assert desk.return_item(loan, date(2026, 3, 23)) is None
    with pytest.raises(LendingError):
        desk.return_item(loan, date(2026, 3, 24))


def test_fines_block_borrowing(desk):
    ada = member(desk, "m1")
    loan = desk.checkout(ada, item(desk, "l1"), date(2026, 3, 2))
    fine = desk.return_item(loan, date(2026, 3, 10))
    assert fine.amount == Decimal("25.00")
    assert desk.can_borrow(ada) == (False, "outstanding fines")
    desk.pay(fine, "20.01")
    assert desk.outstanding(ada) == Decimal("4.99")
    assert desk.can_borrow(ada) == (True, "")


def test_pay_and_waive_rules(desk):
    loan = desk.checkout(member(desk, "m1"), item(desk, "d1"), date(2026, 3, 2))
    fine = desk.return_item(loan, date(2026, 3, 14))
    with pytest.raises(LendingError):
        desk.pay(fine, "99")
    with pytest.raises(ValueError):
        desk.pay(fine, "0")
    with pytest.raises(ValueError):
        desk.waive(fine, "  ")
    desk.waive(fine, "flooded basement")
    assert fine.waived and fine.note == "flooded basement"


def test_due_date_skips_two_closed_days(desk):
    loan = desk.checkout(member(desk, "m1"), item(desk, "l1"), date(2026, 4, 2))
    assert loan.due == date(2026, 4, 7)
