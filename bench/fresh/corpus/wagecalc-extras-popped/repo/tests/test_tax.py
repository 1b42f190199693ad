from decimal import Decimal

import pytest

from wagecalc import Bracket, PayrollError, annual_tax, withholding


def test_progressive_slices():
    assert annual_tax("10000") == Decimal("0.00")
    assert annual_tax("20000") == Decimal("1600.00")
    assert annual_tax("40000") == Decimal("7600.00")
    assert annual_tax("-5") == Decimal("0.00")


def test_withholding_per_period():
    assert withholding(Decimal("2500.00")) == Decimal("300.00")
    assert withholding(Decimal("500.00"), 52) == Decimal("53.85")
    with pytest.raises(PayrollError):
        withholding(Decimal("100"), 10)


def test_bracket_checks():
    with pytest.raises(PayrollError):
        annual_tax("100", (Bracket(Decimal("10"), Decimal("5")),))
    with pytest.raises(PayrollError):
        annual_tax("100", (Bracket(Decimal("10"), Decimal("5")), Bracket(Decimal("5"), Decimal("5")), Bracket(None, Decimal("9"))))
