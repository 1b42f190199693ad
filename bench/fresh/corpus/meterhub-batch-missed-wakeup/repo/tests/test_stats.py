from conftest import run_together
from meterhub import HubStats, ManualClock


def test_counts_and_last_seen():
    clock = ManualClock(5.0)
    s = HubStats(clock)
    s.record("t1")
    clock.advance(2)
    s.record("t1", accepted=False)
    assert s.counts("t1") == (1, 1)
    assert s.last_seen("t1") == 7.0
    assert s.counts("zz") == (0, 0) and s.last_seen("zz") is None


def test_record_many():
    s = HubStats(ManualClock(1.0))
    s.record_many("h1", 3, 1)
    s.record_many("h1", 2, 0)
    assert s.counts("h1") == (5, 1)


def test_snapshot_is_a_copy():
    s = HubStats(ManualClock(1.0))
    s.record("t1")
    snap = s.snapshot()
    snap["accepted"]["t1"] = 99
    assert s.snapshot()["accepted"] == {"t1": 1}
    assert set(snap) == {"accepted", "rejected", "last_seen"}


def test_parallel_sensors_each_counted():
    s = HubStats(ManualClock(1.0))
    run_together(4, lambda i: s.record(f"s{i}"))
    assert s.snapshot()["accepted"] == {"s0": 1, "s1": 1, "s2": 1, "s3": 1}


def test_sensors_are_counted_apart():
    s = HubStats(ManualClock(1.0))
    s.record("a")
    s.record("b", accepted=False)
    s.record_many("a", 0, 2)
    assert s.snapshot()["accepted"] == {"a": 1, "b": 0}
    assert s.snapshot()["rejected"] == {"a": 2, "b": 1}


def test_rejection_rate_and_silence():
    clock = ManualClock(0.0)
    s = HubStats(clock)
    s.record("a")
    s.record_many("a", 0, 2)
    clock.advance(30)
    s.record("b")
    assert s.rejection_rate("a") == 66.7 and s.rejection_rate("zz") is None
    assert s.silent_since(60.0, 40) == ["a"]
