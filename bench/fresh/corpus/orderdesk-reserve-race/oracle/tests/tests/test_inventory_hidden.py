import threading
import time

import pytest

from orderdesk import Inventory, Order, OrderLine, OutOfStock, allocate


def slow_clock():
    time.sleep(0.05)
    return 0.0


def test_concurrent_multi_unit_reservations(run_threads):
    inv = Inventory({"W-1": 7}, clock=slow_clock)
    taken = []
    start = threading.Barrier(6)

    def worker(i):
        start.wait()
        try:
            taken.append(inv.reserve("W-1", 2))
        except OutOfStock:
            pass

    run_threads(worker, 6)
    assert len(taken) == 3
    assert inv.available("W-1") == 1


def test_concurrent_allocations_are_all_or_nothing(run_threads):
    inv = Inventory({"W-1": 4, "G-1": 10}, clock=slow_clock)
    done = []
    start = threading.Barrier(6)

    def worker(i):
        start.wait()
        order = Order(f"o-{i}", [OrderLine("W-1", 1), OrderLine("G-1", 1)])
        try:
            allocate(order, inv)
            done.append(order.ref)
        except OutOfStock:
            pass

    run_threads(worker, 6)
    snap = inv.snapshot()
    assert len(done) == 4
    assert (snap["W-1"]["reserved"], snap["G-1"]["reserved"]) == (4, 4)


def test_concurrent_releases(run_threads, fast_switching):
    for _ in range(12):
        inv = Inventory({"W-1": 4000})
        held = [inv.reserve("W-1", 1) for _ in range(4000)]

        def worker(i):
            for r in held[i::8]:
                assert inv.release(r)

        run_threads(worker, 8)
        assert inv.snapshot()["W-1"] == {"on_hand": 4000, "reserved": 0, "available": 4000}


def test_concurrent_reserve_and_release(run_threads, fast_switching):
    for _ in range(6):
        inv = Inventory({"W-1": 50})

        def worker(i):
            for _ in range(1500):
                inv.release(inv.reserve("W-1", 1))

        run_threads(worker, 8)
        assert inv.snapshot()["W-1"]["reserved"] == 0
        assert inv.active_reservations() == []


def test_out_of_stock_reports_what_is_free():
    inv = Inventory({"W-1": 10})
    inv.reserve("W-1", 7)
    with pytest.raises(OutOfStock) as info:
        inv.reserve("W-1", 5)
    assert (info.value.sku, info.value.requested, info.value.available) == ("W-1", 5, 3)


def test_reservation_records():
    inv = Inventory({"W-1": 10}, hold_seconds=30, clock=lambda: 100.0)
    a = inv.reserve("W-1", 1, ref="cart-1")
    b = inv.reserve("W-1", 2, ref="cart-2")
    assert (a.id, a.ref, a.expires_at, b.id, b.ref) == (1, "cart-1", 130.0, 2, "cart-2")
    assert inv.active_reservations("cart-2") == [b]


def test_exact_remaining_stock_can_be_reserved():
    inv = Inventory({"W-1": 3}, hold_seconds=None)
    r = inv.reserve("W-1", 3)
    assert r.expires_at is None and inv.available("W-1") == 0
    assert inv.release(r) is True
