import pytest

from orderdesk import Order, OrderLine, price_order


@pytest.mark.parametrize("sku, qty, price", [("W-1", 50, 700), ("B-7", 25, 1000)])
def test_every_tier_starts_at_its_minimum(catalog, sku, qty, price):
    assert catalog.unit_price(sku, qty) == price


def test_next_break_at_a_tier_boundary(catalog):
    assert catalog.next_break("W-1", 10) == (40, 700)
    assert catalog.next_break("W-1", 50) is None
    assert catalog.next_break("B-7", 25) is None


def test_quote_for_exactly_ten(catalog):
    quote = price_order(Order("o-1", [OrderLine("W-1", 10)]), catalog)
    assert (quote.lines[0].unit_price, quote.subtotal, quote.total) == (850, 8500, 10200)


def test_quantity_spread_over_lines_reaches_the_tier(catalog):
    order = Order("o-2", [OrderLine("W-1", 6), OrderLine("W-1", 4, note="gift")])
    assert price_order(order, catalog).subtotal == 8500


def test_prices_around_the_boundaries(catalog):
    assert [catalog.unit_price("W-1", q) for q in (1, 9, 11, 49, 51)] == [1000, 1000, 850, 850, 700]
    assert catalog.unit_price("B-7", 24) == 1200


def test_quotes_inside_a_tier(catalog):
    quote = price_order(Order("o-3", [OrderLine("W-1", 30), OrderLine("B-7", 2)]), catalog)
    assert [line.unit_price for line in quote.lines] == [850, 1200]
    assert (quote.subtotal, quote.tax) == (27900, 5220)


def test_next_break_below_a_tier(catalog):
    assert catalog.next_break("W-1", 9) == (1, 850)
    assert catalog.next_break("W-1", 49) == (1, 700)
    assert catalog.next_break("B-7", 1) == (24, 1000)
