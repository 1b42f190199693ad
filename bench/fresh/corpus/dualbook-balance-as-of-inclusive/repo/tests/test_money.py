from decimal import Decimal

import pytest

from dualbook import InvalidAmount, format_amount, parse_amount, to_amount


def test_parse_amount_formats():
    assert parse_amount("1,234.50") == Decimal("1234.50")
    assert parse_amount("(12.00)") == Decimal("-12.00")
    assert parse_amount("-€5") == Decimal("-5")
    with pytest.raises(InvalidAmount):
        parse_amount("twelve")


def test_to_amount_quantizes_and_validates():
    assert to_amount(5) == Decimal("5.00")
    assert to_amount("19.9") == Decimal("19.90")
    assert to_amount(Decimal("-3.10")) == Decimal("-3.10")
    with pytest.raises(InvalidAmount):
        to_amount("NaN")
    with pytest.raises(InvalidAmount):
        to_amount(True)


def test_format_amount():
    assert format_amount(Decimal("1234567.5")) == "1,234,567.50"
    assert format_amount(Decimal("-0.5")) == "-0.50"
    assert format_amount(Decimal("12.345")) == "12.35"
