import pytest

from orderdesk import Catalog, InvalidQuantity, PriceTier, Product, UnknownSku, format_cents, parse_amount, percent_of


def test_money_helpers():
    assert parse_amount("12.34") == 1234
    assert parse_amount(" 7 ") == 700
    assert format_cents(1234) == "12.34"
    assert format_cents(-5) == "-0.05"
    with pytest.raises(ValueError):
        parse_amount("1.234")


def test_percent_of_rounds_half_away_from_zero():
    assert percent_of(1299, 20) == 260
    assert percent_of(-1299, 20) == -260
    assert percent_of(1000, "5.5") == 55


def test_tier_prices(catalog):
    assert catalog.unit_price("W-1") == 1000
    assert catalog.unit_price("W-1", 9) == 1000
    assert catalog.unit_price("W-1", 30) == 850
    assert catalog.unit_price("W-1", 120) == 700
    assert catalog.unit_price("G-1", 100) == 2500


def test_next_break_hint(catalog):
    assert catalog.next_break("W-1", 7) == (3, 850)
    assert catalog.next_break("W-1", 20) == (30, 700)
    assert catalog.next_break("W-1", 80) is None
    assert catalog.next_break("G-1", 1) is None


def test_catalog_errors(catalog):
    with pytest.raises(UnknownSku):
        catalog.get("nope")
    with pytest.raises(InvalidQuantity):
        catalog.unit_price("W-1", 0)
    with pytest.raises(ValueError):
        Catalog([Product("X", "x", 100, 20, (PriceTier(1, 90),))])
