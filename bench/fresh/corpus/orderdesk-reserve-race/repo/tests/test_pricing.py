from orderdesk import Coupon, Order, OrderLine, price_order


def test_simple_quote(catalog):
    quote = price_order(Order("o-1", [OrderLine("G-1", 2)]), catalog)
    assert (quote.subtotal, quote.tax, quote.total) == (5000, 1000, 6000)


def test_tier_price_uses_total_quantity(catalog):
    order = Order("o-2", [OrderLine("W-1", 30), OrderLine("G-1", 1)])
    quote = price_order(order, catalog)
    assert quote.lines[0].unit_price == 850
    assert quote.subtotal == 30 * 850 + 2500


def test_quote_lines(catalog):
    order = Order("o-3", [OrderLine("W-1", 10), OrderLine("B-7", 3)])
    quote = price_order(order, catalog)
    assert [line.sku for line in quote.lines] == ["W-1", "B-7"]
    assert quote.lines[1].amount == 3600
    assert quote.lines[1].tax == 180


def test_coupon(catalog):
    order = Order("o-4", [OrderLine("G-1", 4)])
    quote = price_order(order, catalog, Coupon("SPRING10", 10, min_subtotal=5000))
    assert (quote.discount, quote.tax, quote.total, quote.coupon) == (1000, 1800, 10800, "SPRING10")
    small = price_order(Order("o-5", [OrderLine("G-1", 1)]), catalog, Coupon("SPRING10", 10, min_subtotal=5000))
    assert small.discount == 0 and small.coupon is None


def test_manual_price_line(catalog):
    order = Order("o-6", [OrderLine("W-1", 2, unit_price=500)])
    assert price_order(order, catalog).subtotal == 1000
