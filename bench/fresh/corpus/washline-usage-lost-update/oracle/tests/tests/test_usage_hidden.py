from conftest import run_together
from washline import ManualClock, UsageStats


def test_concurrent_faults_are_all_counted():
    s = UsageStats(ManualClock(100.0, delay=0.02))
    run_together(8, lambda i: s.record_fault("W1"))
    assert s.snapshot()["faults"] == {"W1": 8}


def test_concurrent_cycles_of_two_kinds():
    s = UsageStats(ManualClock(100.0, delay=0.02))
    run_together(8, lambda i: s.record_cycle("washer" if i % 2 else "dryer", 10))
    snap = s.snapshot()
    assert (snap["cycles"], snap["minutes"]) == ({"washer": 4, "dryer": 4}, {"washer": 40, "dryer": 40})


def test_cycles_and_faults_at_the_same_time():
    s = UsageStats(ManualClock(100.0, delay=0.02))
    for _ in range(4):
        s.record_cycle("dryer", 45)
    run_together(8, lambda i: s.record_cycle("dryer", 45) if i % 2 else s.record_fault("D1"))
    snap = s.snapshot()
    assert (snap["cycles"], snap["faults"], s.minutes("dryer")) == ({"dryer": 8}, {"D1": 4}, 360)


def test_sequential_updates_with_a_moving_clock():
    clock = ManualClock(10.0)
    s = UsageStats(clock)
    s.record_cycle("washer", 60)
    clock.advance(5)
    s.record_fault("W3")
    clock.advance(5)
    s.record_cycle("dryer", 30)
    snap = s.snapshot()
    assert (snap["last_cycle"], snap["last_fault"]) == (20.0, 15.0)
    assert (snap["cycles"], s.minutes(), s.busiest()) == ({"washer": 1, "dryer": 1}, 90, "washer")


def test_faults_leave_the_cycle_counters():
    clock = ManualClock(50.0)
    s = UsageStats(clock)
    s.record_cycle("washer", 60)
    clock.advance(30)
    s.record_fault("W1")
    snap = s.snapshot()
    assert (snap["cycles"], snap["minutes"], snap["last_cycle"]) == ({"washer": 1}, {"washer": 60}, 50.0)
