from datetime import date

import pytest

from expensekit import Employee, ExpenseBook, Line, to_money

STAFF = [
    Employee("e1", "Eva", "sales", manager_id="m1"),
    Employee("e2", "Eli", "sales", manager_id="m1"),
    Employee("m1", "Max", "sales", role="manager", manager_id="d1"),
    Employee("d1", "Dana", "sales", role="director"),
    Employee("o1", "Otto", "ops", manager_id="m2"),
    Employee("m2", "Mia", "ops", role="manager", manager_id="d2"),
    Employee("d2", "Dora", "ops", role="director"),
    Employee("f1", "Fay", "finance", role="finance"),
    Employee("f2", "Finn", "finance", role="finance", manager_id="f1"),
]


def day(d, month=3, year=2026):
    return date(year, month, d)


def line(d, category, amount, **kw):
    return Line(day(d), category, to_money(amount), **kw)


@pytest.fixture
def staff():
    return {e.id: e for e in STAFF}


@pytest.fixture
def book():
    return ExpenseBook(STAFF)


def submitted(book, employee_id, *lines, on=10):
    """A submitted claim of `employee_id` holding `lines`."""
    claim = book.new_claim(employee_id)
    for ln in lines:
        book.add_line(claim.id, ln)
    book.submit(claim.id, day(on))
    return claim
