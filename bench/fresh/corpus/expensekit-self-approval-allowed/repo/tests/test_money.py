from decimal import Decimal

import pytest

from expensekit import ExpenseError, fmt, money_sum, to_money


def test_to_money_rounds_half_up_to_cents():
    assert to_money("12.345") == Decimal("12.35")
    assert to_money(7) == Decimal("7.00")
    assert to_money(Decimal("0.004")) == Decimal("0.00")


def test_to_money_rejects_floats_and_garbage():
    for bad in (1.5, True, "ten", "NaN", None):
        with pytest.raises(ExpenseError):
            to_money(bad)


def test_money_sum_and_fmt():
    assert money_sum(["0.10", "0.20", 3]) == Decimal("3.30")
    assert fmt(Decimal("1234.5")) == "EUR 1,234.50"
    assert fmt(Decimal("-3")) == "-EUR 3.00"
