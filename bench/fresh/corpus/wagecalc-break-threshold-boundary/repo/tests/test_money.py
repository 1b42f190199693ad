from decimal import Decimal

import pytest

from wagecalc import PayrollError, format_amount, parse_amount, percent_of, round_cents, round_rate, split_evenly


def test_round_cents_basic():
    assert round_cents("2.344") == Decimal("2.34")
    assert round_cents("2.346") == Decimal("2.35")
    assert round_cents(10) == Decimal("10.00")
    assert round_cents("-2.346") == Decimal("-2.35")


def test_round_rate_four_places():
    assert round_rate("18.123449") == Decimal("18.1234")
    assert round_rate("27.75") == Decimal("27.7500")


def test_parse_amount_forms():
    assert parse_amount("1,234.50") == Decimal("1234.50")
    assert parse_amount("(3.10)") == Decimal("-3.10")
    assert parse_amount("€12") == Decimal("12.00")
    with pytest.raises(PayrollError):
        parse_amount("twelve")


def test_format_amount():
    assert format_amount(Decimal("1234.5")) == "€1,234.50"
    assert format_amount(Decimal("-3"), "$") == "-$3.00"


def test_split_evenly_adds_up():
    parts = split_evenly(Decimal("100.00"), 3)
    assert parts == [Decimal("33.34"), Decimal("33.33"), Decimal("33.33")]
    assert sum(split_evenly(Decimal("-10.00"), 4)) == Decimal("-10.00")
    with pytest.raises(PayrollError):
        split_evenly(Decimal("1"), 0)


def test_percent_of():
    assert percent_of(Decimal("200.00"), "12.5") == Decimal("25.00")


def test_floats_are_refused():
    with pytest.raises(PayrollError):
        round_cents(0.1)
