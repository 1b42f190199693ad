from datetime import date
from decimal import Decimal

import pytest

from dualbook import InvalidAmount, PostingPolicy, entry, format_amount, to_amount


def test_entry_of_float_amounts_balances(ledger):
    e = entry(date(2024, 4, 2), "Fuel and tolls", ("expenses:travel", 0.1), ("expenses:supplies", 0.2), ("assets:cash", -0.3))
    ledger.post(e)
    assert ledger.balance("assets:cash") == Decimal("-0.30")


def test_to_amount_from_floats():
    assert to_amount(2.5) == Decimal("2.50")
    assert to_amount(-1234.56) == Decimal("-1234.56")
    assert to_amount(0.07) == Decimal("0.07")


def test_format_amount_of_floats_rounds_half_up():
    assert format_amount(2.675) == "2.68"
    assert format_amount(1.005) == "1.01"


def test_float_threshold_in_policy():
    assert PostingPolicy(approval_threshold=2500.1).approval_threshold == Decimal("2500.10")


def test_more_than_two_decimals_still_rejected():
    for bad in ("1.234", Decimal("0.001"), 0.1 + 0.2, 1e-3):
        with pytest.raises(InvalidAmount):
            to_amount(bad)


def test_non_finite_floats_rejected():
    for bad in (float("nan"), float("inf"), float("-inf")):
        with pytest.raises(InvalidAmount):
            to_amount(bad)


def test_other_inputs_unchanged():
    assert to_amount("1,234.5") == Decimal("1234.50")
    assert to_amount(7) == Decimal("7.00")
    assert format_amount(Decimal("2.675")) == "2.68"
    assert format_amount(3) == "3.00"
