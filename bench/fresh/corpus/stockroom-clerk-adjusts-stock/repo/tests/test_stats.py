from conftest import run_together
from stockroom import ManualClock, PickStats


def test_picks_and_returns(clock):
    s = PickStats(clock)
    s.record_pick("bolt", 3)
    clock.advance(10)
    s.record_pick("bolt", 2)
    assert s.picked("bolt") == 5
    s.record_return("bolt", 1)
    assert s.net("bolt") == 4
    assert s.last_pick("bolt") == 510.0 and s.last_pick("nut") is None


def test_snapshot_is_a_copy(clock):
    s = PickStats(clock)
    s.record_pick("bolt", 1)
    snap = s.snapshot()
    snap["picked"]["bolt"] = 99
    assert s.snapshot() == {"picked": {"bolt": 1}, "returned": {}}


def test_concurrent_picks_of_different_skus():
    s = PickStats(ManualClock(0.0))
    workers = run_together(6, lambda i: s.record_pick(f"sku{i}", i + 1))
    assert all(not w.is_alive() and w.error is None for w in workers)
    assert sum(s.snapshot()["picked"].values()) == 21


def test_top_picks(clock):
    s = PickStats(clock)
    for sku, qty in (("bolt", 3), ("nut", 5), ("washer", 3), ("bolt", 1)):
        s.record_pick(sku, qty)
    assert s.top(2) == [("nut", 5), ("bolt", 4)]
    assert s.top() == [("nut", 5), ("bolt", 4), ("washer", 3)]
