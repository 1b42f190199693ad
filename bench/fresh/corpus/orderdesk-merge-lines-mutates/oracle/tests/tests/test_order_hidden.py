from orderdesk import Order, OrderLine, merge_duplicate_lines, price_order


def test_merge_duplicate_lines_leaves_its_input_alone():
    lines = [OrderLine("A", 1), OrderLine("B", 2), OrderLine("A", 4)]
    merged = merge_duplicate_lines(lines)
    assert [(line.sku, line.quantity) for line in merged] == [("A", 5), ("B", 2)]
    assert [line.quantity for line in lines] == [1, 2, 4]


def test_orders_from_the_same_cart_are_independent():
    cart = [OrderLine("W-1", 1), OrderLine("G-1", 2)]
    first = Order("o-1", cart)
    second = Order("o-2", cart)
    first.add_line(OrderLine("W-1", 5))
    assert first.quantity_of("W-1") == 6
    assert second.quantity_of("W-1") == 1
    assert cart[0].quantity == 1


def test_returned_line_is_the_orders_own():
    line = OrderLine("G-1", 1, note="gift")
    stored = Order("o-3").add_line(line)
    assert stored == line and stored is not line


def test_add_lines_with_repeats():
    line = OrderLine("B-7", 3)
    order = Order("o-4", [line, line, line])
    assert order.quantity_of("B-7") == 9
    assert line.quantity == 3


def test_merged_line_keeps_its_position(catalog):
    order = Order("o-5", [OrderLine("W-1", 2), OrderLine("G-1", 1)])
    order.add_line(OrderLine("W-1", 8))
    assert order.skus == ["W-1", "G-1"]
    assert [line.quantity for line in order.lines] == [10, 1]
    assert price_order(order, catalog).lines[0].unit_price == 850


def test_merging_keeps_the_first_lines_note():
    order = Order("o-7", [OrderLine("G-1", 1, note="gift wrap")])
    order.add_line(OrderLine("G-1", 2))
    assert [(line.quantity, line.note) for line in order.lines] == [(3, "gift wrap")]


def test_separately_priced_lines_stay_separate():
    order = Order("o-6", [OrderLine("W-1", 1), OrderLine("W-1", 1, unit_price=0), OrderLine("W-1", 2)])
    assert [(line.quantity, line.unit_price) for line in order.lines] == [(3, None), (1, 0)]
