from decimal import Decimal

import pytest

from invoicing import allocate, format_amount, parse_amount, percent_of


def test_parse_amount_accepts_symbols_and_separators():
    assert parse_amount("12.99") == 1299
    assert parse_amount("€1,234.50") == 123450
    assert parse_amount(" $7 ") == 700
    assert parse_amount("-3") == -300
    with pytest.raises(ValueError):
        parse_amount("twelve")


def test_parse_amount_rounds_extra_decimals_half_up():
    assert parse_amount("0.125") == 13
    assert parse_amount("-0.125") == -13
    assert parse_amount("19.994") == 1999


def test_format_amount():
    assert format_amount(123450) == "€1,234.50"
    assert format_amount(-300) == "-€3.00"
    assert format_amount(5, "USD") == "$0.05"
    assert format_amount(100, "CHF") == "CHF 1.00"


def test_percent_of_whole_cent_results():
    assert percent_of(2000, Decimal("20")) == 400
    assert percent_of(1999, 0) == 0
    assert percent_of(1000, 100) == 1000


def test_percent_of_fractional_rates():
    assert percent_of(2000, Decimal("5.5")) == 110
    assert percent_of(1000, "12.5") == 125


def test_percent_of_rounds_to_nearest_cent():
    # 20 % of €12.99 is 259.8 cents -> €2.60, not €2.59
    assert percent_of(1299, Decimal("20")) == 260


def test_allocate_parts_add_up():
    assert allocate(1000, [1, 3]) == [250, 750]
    assert allocate(100, [1, 1, 1]) == [34, 33, 33]
    assert allocate(-100, [1, 1, 1]) == [-34, -33, -33]
    assert sum(allocate(1001, [3, 5, 7, 11])) == 1001
