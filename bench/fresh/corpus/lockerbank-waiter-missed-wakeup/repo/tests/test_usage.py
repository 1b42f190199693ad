from lockerbank import ManualClock, UsageStats

from conftest import run_together


def test_deposits_and_pickups():
    clock = ManualClock(50.0)
    s = UsageStats(clock)
    s.record_deposit("S")
    s.record_deposit("M")
    s.record_pickup("S", 120.0)
    clock.advance(5)
    s.record_pickup("S", 60.0)
    snap = s.snapshot()
    assert snap["deposits"] == {"S": 1, "M": 1}
    assert snap["pickups"] == {"S": 2} and snap["mean_dwell"] == {"S": 90.0}
    assert snap["last_activity"] == 55.0


def test_snapshot_is_a_copy():
    s = UsageStats(ManualClock())
    s.record_deposit("L")
    snap = s.snapshot()
    snap["deposits"]["L"] = 99
    assert s.snapshot()["deposits"] == {"L": 1}


def test_concurrent_deposits_are_all_counted():
    s = UsageStats(ManualClock(100.0, delay=0.02))
    run_together(8, lambda i: s.record_deposit("M"))
    assert s.snapshot()["deposits"] == {"M": 8}
