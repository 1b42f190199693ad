from washline import ManualClock, UsageStats


def test_cycles_and_minutes():
    s = UsageStats(ManualClock(50.0))
    s.record_cycle("washer", 60)
    s.record_cycle("dryer", 45)
    s.record_cycle("washer", 30)
    assert s.snapshot()["cycles"] == {"washer": 2, "dryer": 1}
    assert (s.minutes(), s.minutes("washer"), s.minutes("iron")) == (135, 90, 0)
    assert s.snapshot()["last_cycle"] == 50.0


def test_faults():
    s = UsageStats(ManualClock(70.0))
    s.record_cycle("dryer", 30)
    s.record_fault("W2")
    s.record_fault("W2")
    snap = s.snapshot()
    assert (snap["faults"], snap["last_fault"]) == ({"W2": 2}, 70.0)


def test_snapshot_is_a_copy():
    s = UsageStats(ManualClock(0.0))
    s.record_cycle("washer", 60)
    snap = s.snapshot()
    snap["cycles"]["washer"] = 99
    assert s.snapshot()["cycles"] == {"washer": 1}


def test_busiest_kind():
    s = UsageStats(ManualClock(0.0))
    assert s.busiest() is None
    s.record_cycle("washer", 30)
    s.record_cycle("dryer", 30)
    assert s.busiest() == "dryer"
    s.record_cycle("washer", 1)
    assert s.busiest() == "washer"
