from decimal import Decimal

import pytest

from loanshelf import format_money, money, total


def test_money_rounds_to_cents():
    assert money("1.005") == Decimal("1.01")
    assert money(3) == Decimal("3.00")
    assert money(Decimal("2.344")) == Decimal("2.34")


def test_money_refuses_floats_and_junk():
    with pytest.raises(TypeError):
        money(0.1)
    for bad in ["abc", "NaN", None]:
        with pytest.raises(ValueError):
            money(bad)


def test_total_and_format():
    assert total(["0.25", "0.50", 1]) == Decimal("1.75")
    assert format_money("1234.5") == "€1,234.50"
    assert format_money("-2", "$") == "-$2.00"
