from orderdesk import Order, OrderLine, price_order


def _order(*quantities):
    return Order("o", [OrderLine(f"S-{i}", q or 1) for i, q in enumerate(quantities)])


def _zero(order, *indexes):
    for i in indexes:
        order.set_quantity(f"S-{i}", 0)
    return order


def test_drop_empty_counts_adjacent_lines():
    order = _zero(_order(1, 2, 3, 4), 1, 2)
    assert order.drop_empty() == 2
    assert order.skus == ["S-0", "S-3"]


def test_drop_empty_all_lines():
    order = _zero(_order(1, 1, 1), 0, 1, 2)
    assert order.drop_empty() == 3
    assert len(order) == 0


def test_remove_sku_with_adjacent_lines():
    order = Order("o", [OrderLine("W-1", 2), OrderLine("W-1", 1, unit_price=0, note="sample"), OrderLine("G-1", 1)])
    assert order.remove_sku("W-1") == 2
    assert order.skus == ["G-1"]


def test_empty_lines_at_the_end():
    order = _zero(_order(5, 5, 5, 5), 2, 3)
    order.drop_empty()
    assert [line.quantity for line in order.lines] == [5, 5]


def test_drop_empty_single_line_count():
    order = _zero(_order(3, 3, 3), 1)
    assert order.drop_empty() == 1
    assert order.drop_empty() == 0


def test_callers_view_of_lines_is_updated():
    order = _zero(_order(2, 2), 0)
    lines = order.lines
    order.drop_empty()
    assert [line.sku for line in lines] == ["S-1"]


def test_remove_sku_single_and_missing(catalog):
    order = Order("o", [OrderLine("W-1", 10), OrderLine("G-1", 1)])
    assert order.remove_sku("G-1") == 1
    assert order.remove_sku("X") == 0
    assert price_order(order, catalog).subtotal == 8500
