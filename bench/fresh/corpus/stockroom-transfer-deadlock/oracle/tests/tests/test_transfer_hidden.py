import time

import pytest

from conftest import REGINA, run_together, started, wait_until
from stockroom import ManualClock, StockError, Warehouse


def slow_warehouse(delay=0.03):
    wh = Warehouse(["east", "north", "south"], ManualClock(0.0, delay=delay))
    for site in ("east", "north", "south"):
        wh.receive(REGINA, site, "bolt", 10)
    return wh


def test_transfers_both_ways_by_many_clerks():
    wh = slow_warehouse()
    routes = [("north", "south"), ("south", "north"), ("east", "south"), ("south", "east")]
    workers = run_together(4, lambda i: wh.transfer(REGINA, "bolt", i + 1, *routes[i]), timeout=0.9)
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert len(wh.transfers) == 4
    assert [wh.level(REGINA, s, "bolt") for s in ("east", "north", "south")] == [11, 11, 8]


def test_compare_while_transferring_the_other_way():
    wh = slow_warehouse()
    jobs = [lambda: wh.transfer(REGINA, "bolt", 2, "north", "south"),
            lambda: wh.compare(REGINA, "bolt", "south", "north")]
    workers = run_together(2, lambda i: jobs[i](), timeout=0.8)
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert sum(workers[1].result[1:]) == 20


def test_compares_in_both_orders_at_once():
    wh = slow_warehouse()
    pairs = [("north", "south"), ("south", "north"), ("east", "north")]
    workers = run_together(3, lambda i: wh.compare(REGINA, "bolt", *pairs[i]), timeout=0.8)
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert [w.result[1:] for w in workers] == [(10, 10), (10, 10), (10, 10)]


def test_readers_never_see_a_transfer_half_done():
    wh = slow_warehouse(delay=0.15)
    north, south = wh.sites["north"], wh.sites["south"]
    w = started(lambda: wh.transfer(REGINA, "bolt", 3, "north", "south"))
    wait_until(lambda: north.level("bolt") != 10, timeout=1)
    assert north.level("bolt") + south.level("bolt") == 20
    w.join(1)
    assert not w.is_alive() and w.error is None
    assert (north.level("bolt"), south.level("bolt")) == (7, 13)


def test_single_transfers_and_their_checks():
    wh = Warehouse(["north", "south"], ManualClock(42.0))
    wh.receive(REGINA, "north", "bolt", 5)
    wh.transfer(REGINA, "bolt", 5, "north", "south")
    with pytest.raises(StockError):
        wh.transfer(REGINA, "bolt", 1, "north", "south")
    with pytest.raises(StockError):
        wh.transfer(REGINA, "bolt", 1, "south", "south")
    with pytest.raises(StockError):
        wh.transfer(REGINA, "bolt", 0, "south", "north")
    assert wh.compare(REGINA, "bolt", "north", "south") == (42.0, 0, 5)
    assert wh.transfers == [(42.0, "bolt", 5, "north", "south")]
