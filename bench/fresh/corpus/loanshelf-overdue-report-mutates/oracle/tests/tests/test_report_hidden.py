from datetime import date
from decimal import Decimal

from loanshelf import due_soon, overdue_report
from conftest import item, member


def lend(desk, mid, iid, day):
    return desk.checkout(member(desk, mid), item(desk, iid), day)


def test_due_soon_keeps_the_loan_order(desk):
    a = lend(desk, "m1", "l1", date(2026, 3, 23))
    b = lend(desk, "m2", "d1", date(2026, 3, 19))
    c = lend(desk, "m1", "b1", date(2026, 3, 5))
    assert due_soon(desk.loans, date(2026, 3, 25)) == [c, b, a]
    assert desk.loans == [a, b, c]
    assert desk.open_loans(member(desk, "m1")) == [a, c]


def test_reports_accept_tuples(desk):
    a = lend(desk, "m1", "b1", date(2026, 3, 2))
    b = lend(desk, "m2", "d1", date(2026, 3, 1))
    rows = overdue_report(tuple(desk.loans), date(2026, 3, 27))
    assert [r[0] for r in rows] == ["Fargo", "Dune"]
    assert due_soon((a, b), date(2026, 3, 21)) == [a]


def test_report_twice_on_the_same_list(desk):
    lend(desk, "m1", "b2", date(2026, 3, 3))
    lend(desk, "m1", "b1", date(2026, 3, 2))
    loans = list(desk.loans)
    first = overdue_report(loans, date(2026, 3, 30))
    due_soon(loans, date(2026, 3, 20))
    assert [l.item.id for l in loans] == ["b2", "b1"]
    assert overdue_report(loans, date(2026, 3, 30)) == first


def test_overdue_report_skips_returned_and_grace(desk):
    done = lend(desk, "m1", "b1", date(2026, 3, 2))
    desk.return_item(done, date(2026, 3, 30))
    lend(desk, "m2", "d1", date(2026, 3, 19))
    assert overdue_report(desk.loans, date(2026, 3, 27)) == []


def test_report_rows_and_order(desk):
    lend(desk, "m2", "d1", date(2026, 3, 2))
    lend(desk, "m1", "b2", date(2026, 2, 16))
    lend(desk, "m1", "b1", date(2026, 2, 16))
    rows = overdue_report(desk.loans, date(2026, 3, 20))
    assert rows == [("Dune", "Ada", date(2026, 3, 9), 11, Decimal("2.75")),
                    ("Emma", "Ada", date(2026, 3, 9), 11, Decimal("2.75")),
                    ("Fargo", "Ben", date(2026, 3, 9), 11, Decimal("5.50"))]
