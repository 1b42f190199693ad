from datetime import date
from decimal import Decimal

import pytest

from loanshelf import LendingError, member_statement
from conftest import item, member


def laptop_fine(desk, mid="m1"):
    loan = desk.checkout(member(desk, mid), item(desk, "l1"), date(2026, 3, 2))
    return desk.return_item(loan, date(2026, 3, 10))


def test_waived_fine_does_not_block_borrowing(desk):
    ada = member(desk, "m1")
    fine = laptop_fine(desk)
    desk.waive(fine, "machine was faulty")
    assert desk.outstanding(ada) == Decimal("0.00")
    assert desk.can_borrow(ada) == (True, "")
    assert desk.checkout(ada, item(desk, "b1"), date(2026, 3, 11)).due == date(2026, 4, 1)


def test_waived_fine_cannot_be_paid(desk):
    fine = laptop_fine(desk)
    desk.waive(fine, "machine was faulty")
    with pytest.raises(LendingError):
        desk.pay(fine, "1.00")
    assert fine.owed == Decimal("0.00")


def test_statement_of_a_part_paid_then_waived_fine(desk):
    ada = member(desk, "m1")
    fine = laptop_fine(desk)
    desk.pay(fine, "5.00")
    desk.waive(fine, "hardship")
    st = member_statement(ada, desk.fines)
    assert st.lines == [("Laptop 7", Decimal("25.00"), Decimal("5.00"), "waived", Decimal("0.00"))]
    assert st.owed == Decimal("0.00")
    assert st.text().splitlines()[-1] == "Owed: €0.00"


def test_statement_totals_with_waivers(desk):
    ada = member(desk, "m1")
    dvd = desk.checkout(ada, item(desk, "d1"), date(2026, 3, 1))
    fine = laptop_fine(desk)
    desk.pay(fine, "5.00")
    desk.waive(fine, "hardship")
    other = desk.return_item(dvd, date(2026, 3, 14))
    st = member_statement(ada, desk.fines)
    assert (st.fined, st.paid, st.waived) == (Decimal("30.00"), Decimal("5.00"), Decimal("20.00"))
    assert other.owed == Decimal("5.00") and fine.amount == Decimal("25.00")


def test_unwaived_fines_are_still_owed(desk):
    ada = member(desk, "m1")
    fine = laptop_fine(desk)
    desk.pay(fine, "5.00")
    assert desk.outstanding(ada) == Decimal("20.00")
    assert desk.can_borrow(ada) == (False, "outstanding fines")
    assert member_statement(ada, desk.fines).lines[0][3] == "part-paid"
