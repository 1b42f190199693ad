from conftest import REGINA, run_together
from stockroom import ManualClock, PickStats, Warehouse


def test_concurrent_returns_are_all_counted():
    s = PickStats(ManualClock(100.0, delay=0.02))
    workers = run_together(8, lambda i: s.record_return("bolt", 2), timeout=2)
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert s.snapshot()["returned"] == {"bolt": 16}


def test_picks_and_returns_at_the_same_time():
    s = PickStats(ManualClock(100.0, delay=0.02))
    workers = run_together(
        12, lambda i: s.record_pick("bolt", 1) if i % 2 else s.record_return("bolt", 1), timeout=2
    )
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert s.snapshot() == {"picked": {"bolt": 6}, "returned": {"bolt": 6}}
    assert s.net("bolt") == 0


def test_many_clerks_picking_in_the_warehouse():
    wh = Warehouse(["north"], ManualClock(0.0, delay=0.02))
    wh.receive(REGINA, "north", "bolt", 20)
    workers = run_together(8, lambda i: wh.pick(REGINA, "north", "bolt", 1), timeout=2)
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert wh.stats.picked("bolt") == 8
    assert wh.level(REGINA, "north", "bolt") == 12


def test_sequential_updates_with_a_moving_clock():
    clock = ManualClock(10.0)
    s = PickStats(clock)
    for n in range(5):
        s.record_pick("bolt", n + 1)
        clock.advance(1.5)
    assert s.picked("bolt") == 15
    assert s.last_pick("bolt") == 16.0
    s.record_pick("nut", 1)
    assert s.last_pick("nut") == 17.5


def test_returns_leave_the_picked_counts():
    s = PickStats(ManualClock(0.0))
    s.record_pick("bolt", 5)
    s.record_return("bolt", 2)
    s.record_return("nut", 1)
    assert s.picked("bolt") == 5
    assert s.snapshot() == {"picked": {"bolt": 5}, "returned": {"bolt": 2, "nut": 1}}
    assert s.net("bolt") == 3 and s.net("nut") == -1
