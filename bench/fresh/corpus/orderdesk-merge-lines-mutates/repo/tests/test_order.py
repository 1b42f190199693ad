import pytest

from orderdesk import InvalidQuantity, Order, OrderLine, merge_duplicate_lines


def test_add_line_merges_same_item():
    order = Order("o-1")
    order.add_line(OrderLine("W-1", 2, note="rush"))
    order.add_line(OrderLine("G-1", 1))
    order.add_line(OrderLine("W-1", 3))
    assert order.quantity_of("W-1") == 5
    assert len(order) == 2


def test_lines_with_their_own_price_stay_separate():
    order = Order("o-1", [OrderLine("W-1", 1), OrderLine("W-1", 1, unit_price=0, note="free sample")])
    assert len(order) == 2
    assert order.skus == ["W-1"]


def test_zero_quantity_line_rejected():
    with pytest.raises(InvalidQuantity):
        Order("o-1").add_line(OrderLine("W-1", 0))


def test_set_quantity_and_drop_empty():
    order = Order("o-2", [OrderLine("W-1", 2), OrderLine("G-1", 1), OrderLine("B-7", 4)])
    order.set_quantity("G-1", 0)
    order.drop_empty()
    assert order.skus == ["W-1", "B-7"]
    with pytest.raises(KeyError):
        order.set_quantity("nope", 1)


def test_remove_sku():
    order = Order("o-3", [OrderLine("W-1", 2), OrderLine("G-1", 1)])
    assert order.remove_sku("W-1") == 1
    assert order.remove_sku("W-1") == 0
    assert order.skus == ["G-1"]


def test_merge_duplicate_lines():
    merged = merge_duplicate_lines([OrderLine("A", 1), OrderLine("B", 2), OrderLine("A", 4)])
    assert [(line.sku, line.quantity) for line in merged] == [("A", 5), ("B", 2)]


def test_order_does_not_modify_the_callers_lines():
    template = OrderLine("W-1", 2)
    order = Order("o-9")
    order.add_line(template)
    order.add_line(template)
    assert order.quantity_of("W-1") == 4
    assert template.quantity == 2
