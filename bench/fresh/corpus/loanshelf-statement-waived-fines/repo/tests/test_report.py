from datetime import date
from decimal import Decimal

from loanshelf import due_soon, member_statement, overdue_report
from conftest import item, member


def lend(desk, mid, iid, day):
    return desk.checkout(member(desk, mid), item(desk, iid), day)


def test_overdue_report(desk):
    lend(desk, "m1", "b1", date(2026, 3, 2))
    lend(desk, "m2", "d1", date(2026, 3, 9))
    lend(desk, "m1", "b2", date(2026, 3, 20))
    rows = overdue_report(desk.loans, date(2026, 3, 27))
    assert rows == [("Dune", "Ada", date(2026, 3, 23), 4, Decimal("1.00")),
                    ("Fargo", "Ben", date(2026, 3, 16), 11, Decimal("5.50"))][::-1]


def test_overdue_report_skips_returned_and_grace(desk):
    done = lend(desk, "m1", "b1", date(2026, 3, 2))
    desk.return_item(done, date(2026, 3, 30))
    lend(desk, "m2", "d1", date(2026, 3, 19))
    assert overdue_report(desk.loans, date(2026, 3, 27)) == []


def test_due_soon(desk):
    a = lend(desk, "m1", "l1", date(2026, 3, 23))
    b = lend(desk, "m2", "d1", date(2026, 3, 19))
    lend(desk, "m1", "b1", date(2026, 3, 19))
    assert due_soon(desk.loans, date(2026, 3, 25)) == [b, a]
    assert due_soon(desk.loans, date(2026, 3, 25), within=0) == []


def test_statement_totals(desk):
    ada = member(desk, "m1")
    dvd, book = lend(desk, "m1", "d1", date(2026, 3, 2)), lend(desk, "m1", "b1", date(2026, 3, 2))
    f1 = desk.return_item(dvd, date(2026, 3, 14))
    f2 = desk.return_item(book, date(2026, 3, 30))
    desk.pay(f1, "2.00")
    desk.pay(f2, "1.75")
    st = member_statement(ada, desk.fines)
    assert (st.fined, st.paid, st.owed) == (Decimal("6.75"), Decimal("3.75"), Decimal("3.00"))
    assert [line[3] for line in st.lines] == ["part-paid", "paid"]


def test_statement_text(desk):
    ben = member(desk, "m2")
    fine = desk.return_item(lend(desk, "m2", "l1", date(2026, 3, 2)), date(2026, 3, 9))
    desk.return_item(lend(desk, "m1", "d1", date(2026, 3, 2)), date(2026, 3, 14))
    desk.waive(fine, "first time")
    st = member_statement(ben, desk.fines)
    assert st.fined == Decimal("10.00") and len(st.lines) == 1
    assert st.text().splitlines()[0] == "Statement for Ben"


def test_waived_fine_is_not_owed(desk):
    ben = member(desk, "m2")
    fine = desk.return_item(lend(desk, "m2", "l1", date(2026, 3, 2)), date(2026, 3, 9))
    desk.waive(fine, "first time")
    assert member_statement(ben, desk.fines).owed == Decimal("0.00")
