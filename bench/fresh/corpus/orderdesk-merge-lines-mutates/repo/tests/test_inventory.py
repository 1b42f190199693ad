import pytest

from orderdesk import InvalidQuantity, Inventory, Order, OrderLine, OutOfStock, UnknownSku, allocate, can_fulfil


def test_reserve_and_release():
    inv = Inventory({"W-1": 10})
    r = inv.reserve("W-1", 4, ref="o-1")
    assert r.quantity == 4
    assert inv.available("W-1") == 6
    assert inv.release(r) is True
    assert inv.release(r) is False
    assert inv.available("W-1") == 10


def test_commit_ships_units():
    inv = Inventory({"W-1": 10})
    r = inv.reserve("W-1", 3)
    inv.commit(r)
    assert inv.snapshot() == {"W-1": {"on_hand": 7, "reserved": 0, "available": 7}}
    with pytest.raises(KeyError):
        inv.commit(r)


def test_reserve_validation():
    inv = Inventory({"W-1": 10})
    with pytest.raises(InvalidQuantity):
        inv.reserve("W-1", 0)
    with pytest.raises(UnknownSku):
        inv.reserve("X-9", 1)


def test_allocate_whole_order():
    inv = Inventory({"W-1": 10, "G-1": 5})
    order = Order("o-7", [OrderLine("W-1", 2), OrderLine("G-1", 1), OrderLine("W-1", 1)])
    taken = allocate(order, inv)
    assert [(r.sku, r.quantity) for r in taken] == [("W-1", 3), ("G-1", 1)]
    assert [r.ref for r in inv.active_reservations("o-7")] == ["o-7", "o-7"]


def test_allocate_rolls_back_when_out_of_stock():
    inv = Inventory({"W-1": 10, "G-1": 1})
    order = Order("o-8", [OrderLine("W-1", 2), OrderLine("G-1", 3)])
    assert not can_fulfil(order, inv)
    with pytest.raises(OutOfStock):
        allocate(order, inv)
    assert inv.available("W-1") == 10
    assert inv.active_reservations() == []


def test_restock():
    inv = Inventory()
    assert inv.restock("N-1", 5) == 5
    assert inv.restock("N-1", 2) == 7
    assert inv.available("N-1") == 7


def test_holds_expire():
    now = [100.0]
    inv = Inventory({"W-1": 5}, hold_seconds=60, clock=lambda: now[0])
    r = inv.reserve("W-1", 2, ref="cart-9")
    assert r.expires_at == 160.0
    now[0] = 159.0
    assert inv.release_expired() == 0
    now[0] = 160.0
    assert inv.release_expired() == 1
    assert inv.available("W-1") == 5

