from conftest import run_together
from meterhub import HubStats, ManualClock


def test_concurrent_batches_are_all_counted():
    s = HubStats(ManualClock(1.0, delay=0.02))
    run_together(8, lambda i: s.record_many("h1", 3, 1))
    assert s.counts("h1") == (24, 8)


def test_concurrent_rejections_are_all_counted():
    s = HubStats(ManualClock(1.0, delay=0.02))
    run_together(6, lambda i: s.record("t1", accepted=False))
    assert s.counts("t1") == (0, 6)


def test_single_records_and_batches_at_the_same_time():
    s = HubStats(ManualClock(1.0, delay=0.02))
    run_together(8, lambda i: s.record("p1") if i % 2 else s.record_many("p1", 2, 0))
    assert s.counts("p1") == (12, 0)


def test_last_seen_follows_the_clock():
    clock = ManualClock(10.0)
    s = HubStats(clock)
    s.record_many("h1", 2, 0)
    assert s.last_seen("h1") == 10.0
    clock.advance(5)
    s.record_many("h1", 0, 0)
    assert s.last_seen("h1") == 15.0
    assert s.snapshot() == {"accepted": {"h1": 2}, "rejected": {"h1": 0}, "last_seen": {"h1": 15.0}}


def test_empty_batch_registers_the_sensor():
    s = HubStats(ManualClock(3.0))
    s.record_many("x", 0, 0)
    assert s.snapshot()["accepted"] == {"x": 0}
    assert s.last_seen("x") == 3.0
