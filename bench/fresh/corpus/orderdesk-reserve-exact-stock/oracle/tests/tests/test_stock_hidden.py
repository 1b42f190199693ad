import pytest

from orderdesk import Inventory, Order, OrderLine, OutOfStock, allocate, can_fulfil


def test_last_units_after_earlier_reservations():
    inv = Inventory({"W-1": 10})
    inv.reserve("W-1", 4)
    inv.reserve("W-1", 6)
    assert inv.snapshot()["W-1"] == {"on_hand": 10, "reserved": 10, "available": 0}


def test_allocate_order_needing_all_stock():
    inv = Inventory({"W-1": 3, "G-1": 1})
    order = Order("o-1", [OrderLine("W-1", 3), OrderLine("G-1", 1)])
    assert can_fulfil(order, inv)
    assert [r.quantity for r in allocate(order, inv)] == [3, 1]


def test_can_fulfil_exact_stock():
    inv = Inventory({"B-7": 2})
    assert can_fulfil(Order("o", [OrderLine("B-7", 1), OrderLine("B-7", 1, unit_price=0)]), inv)


def test_single_unit_in_stock():
    inv = Inventory({"G-1": 1})
    assert inv.reserve("G-1", 1).quantity == 1


def test_more_than_available_still_refused():
    inv = Inventory({"W-1": 5})
    with pytest.raises(OutOfStock) as info:
        inv.reserve("W-1", 6)
    assert (info.value.requested, info.value.available) == (6, 5)
    inv.reserve("W-1", 3)
    with pytest.raises(OutOfStock):
        inv.reserve("W-1", 3)


def test_allocate_rolls_back_when_out_of_stock():
    inv = Inventory({"W-1": 10, "G-1": 1})
    order = Order("o-8", [OrderLine("W-1", 2), OrderLine("G-1", 3)])
    assert not can_fulfil(order, inv)
    with pytest.raises(OutOfStock):
        allocate(order, inv)
    assert inv.available("W-1") == 10
    assert inv.active_reservations() == []


def test_can_fulfil_when_short():
    inv = Inventory({"W-1": 2})
    assert not can_fulfil(Order("o", [OrderLine("W-1", 3)]), inv)
