import time

import pytest

from conftest import ANN, BOB, OPS_N, make_network, started, wait_until
from dockride import DockService, ManualClock, NoBike, Station, StationFull, StationNetwork


def waiters(station, n, timeout=1.0):
    workers = [started(lambda: station.wait_take(timeout)) for _ in range(n)]
    wait_until(lambda: station.waiting == n)
    return workers


def finished(workers, within=0.5):
    deadline = time.monotonic() + within
    for w in workers:
        w.join(max(0.0, deadline - time.monotonic()))
    return [w for w in workers if not w.is_alive()]


def test_restock_of_three_for_four_waiters():
    s = Station("a", "z", capacity=6)
    workers = waiters(s, 4, timeout=0.6)
    s.restock(3)
    done = finished(workers, within=0.4)
    assert len(done) == 3 and all(w.error is None for w in done)
    assert s.bikes == 0
    finished(workers, within=1.0)
    assert sorted(type(w.error).__name__ for w in workers) == ["NoBike", "NoneType", "NoneType", "NoneType"]


def test_transfer_wakes_waiting_riders():
    net = make_network(ManualClock(0.0))
    station = net.get("north-2")
    workers = waiters(station, 2)
    net.transfer("north-1", "north-2", 2)
    assert len(finished(workers)) == 2
    assert all(w.error is None for w in workers)
    assert station.bikes == 0


def test_even_out_wakes_waiting_riders():
    net = StationNetwork(ManualClock(0.0))
    full, empty = net.add(Station("east-1", "east", 8, 6)), net.add(Station("east-2", "east", 8, 0))
    workers = waiters(empty, 3)
    move = net.even_out("east-2", "east-1")
    assert move.bikes == 3
    assert len(finished(workers)) == 3
    assert all(w.error is None for w in workers)
    assert (full.bikes, empty.bikes) == (3, 0)


def test_service_restock_serves_waiting_riders():
    clock = ManualClock(0.0)
    service = DockService(make_network(clock), clock)
    workers = [started(lambda r=r: service.wait_and_rent(r, "north-2", timeout=1.0)) for r in (ANN, BOB)]
    wait_until(lambda: service.network.get("north-2").waiting == 2)
    service.restock(OPS_N, "north-2", 2)
    assert len(finished(workers)) == 2
    assert sorted(w.result.rider for w in workers) == ["ann", "bob"]
    assert service.report()["trips"] == 2


def test_waiting_rider_gives_up_at_its_timeout():
    s = Station("a", "z", capacity=4)
    workers = waiters(s, 3, timeout=0.4)
    time.sleep(0.25)
    s.restock(1)
    assert len(finished(workers, within=0.3)) == 3
    assert sorted(type(w.error).__name__ for w in workers) == ["NoBike", "NoBike", "NoneType"]


def test_restock_over_capacity_changes_nothing():
    s = Station("a", "z", capacity=2)
    workers = waiters(s, 1, timeout=0.3)
    with pytest.raises(StationFull):
        s.restock(3)
    assert (s.bikes, s.waiting) == (0, 1)
    finished(workers, within=1.0)
    assert isinstance(workers[0].error, NoBike)
