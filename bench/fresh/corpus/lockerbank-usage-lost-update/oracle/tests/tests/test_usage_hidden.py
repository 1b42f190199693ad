from lockerbank import ManualClock, UsageStats

from conftest import run_together


def test_concurrent_pickups_are_all_counted():
    s = UsageStats(ManualClock(100.0, delay=0.02))
    run_together(8, lambda i: s.record_pickup("S", 10.0 * (i + 1)))
    snap = s.snapshot()
    assert snap["pickups"] == {"S": 8} and snap["mean_dwell"] == {"S": 45.0}


def test_deposits_and_pickups_at_the_same_time():
    s = UsageStats(ManualClock(100.0, delay=0.02))
    run_together(8, lambda i: s.record_deposit("L") if i % 2 else s.record_pickup("L", 30.0))
    snap = s.snapshot()
    assert (snap["deposits"], snap["pickups"]) == ({"L": 4}, {"L": 4})


def test_concurrent_deposits_in_two_sizes():
    s = UsageStats(ManualClock(100.0, delay=0.02))
    run_together(8, lambda i: s.record_deposit("S" if i % 2 else "M"))
    assert s.snapshot()["deposits"] == {"S": 4, "M": 4}


def test_sequential_updates_with_a_moving_clock():
    clock = ManualClock(10.0)
    s = UsageStats(clock)
    assert s.snapshot() == {"deposits": {}, "pickups": {}, "mean_dwell": {}, "last_activity": None}
    s.record_deposit("S")
    clock.advance(5)
    s.record_pickup("S", 5.0)
    assert s.snapshot()["last_activity"] == 15.0
    clock.advance(5)
    s.record_deposit("M")
    snap = s.snapshot()
    assert snap["last_activity"] == 20.0 and snap["deposits"] == {"S": 1, "M": 1}


def test_mean_dwell_per_size():
    s = UsageStats(ManualClock())
    for size, dwell in (("S", 10.0), ("M", 40.0), ("S", 20.0)):
        s.record_pickup(size, dwell)
    assert s.snapshot()["mean_dwell"] == {"S": 15.0, "M": 40.0}
