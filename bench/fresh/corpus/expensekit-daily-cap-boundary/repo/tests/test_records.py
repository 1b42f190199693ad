from decimal import Decimal

import pytest

from conftest import day, line
from expensekit import Claim, Employee, ExpenseError, Line


def test_employee_validation():
    with pytest.raises(ExpenseError):
        Employee("x1", "Xi", "sales", role="boss")
    with pytest.raises(ExpenseError):
        Employee("", "Xi", "sales")


def test_line_validation():
    with pytest.raises(ExpenseError):
        Line(day(1), "gifts", Decimal("5"))
    with pytest.raises(ExpenseError):
        line(1, "meals", "-1.00")
    with pytest.raises(ExpenseError):
        Line(day(1), "mileage", km=0)
    with pytest.raises(ExpenseError):
        Line(day(1), "taxi", Decimal("5"), km=12)


def test_claim_total_and_year():
    claim = Claim("C1", "e1", [line(1, "meals", "10.10"), line(2, "taxi", "20.25")])
    assert claim.total == Decimal("30.35")
    assert claim.year == 2026
    assert Claim("C2", "e1").year is None
