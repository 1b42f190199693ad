from decimal import Decimal

import pytest

from invoicing import InvalidDiscountCode, discount_amount, parse_code


def test_parse_code_variants():
    assert parse_code("SAVE15").kind == "percent"
    assert parse_code("SAVE15").value == Decimal(15)
    assert parse_code(" take500 ").kind == "fixed"
    assert parse_code(" take500 ").code == "TAKE500"
    assert parse_code("half").min_subtotal_cents == 5000


def test_invalid_codes_rejected():
    for bad in ["", "SAVE", "SAVE0", "SAVE95", "TAKE0", "FREE10", "SAVE-5"]:
        with pytest.raises(InvalidDiscountCode):
            parse_code(bad)


def test_percent_discount():
    assert discount_amount(2000, parse_code("SAVE15")) == 300
    assert discount_amount(0, parse_code("SAVE15")) == 0


def test_fixed_discount_capped_and_minimum_order():
    assert discount_amount(300, parse_code("TAKE500")) == 300
    assert discount_amount(4999, parse_code("HALF")) == 0
    assert discount_amount(6000, parse_code("HALF")) == 3000
