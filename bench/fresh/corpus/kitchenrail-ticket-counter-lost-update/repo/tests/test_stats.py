from kitchenrail import KitchenStats, ManualClock
from conftest import run_together


def test_bumps_and_averages(clock):
    s = KitchenStats(clock)
    s.record_bump("grill", 600)
    s.record_bump("grill", 451)
    s.record_bump("cold", 200)
    assert (s.done("grill"), s.done(), s.average_seconds("grill")) == (2, 3, 525.5)
    assert s.average_seconds("pastry") is None


def test_snapshot_is_a_copy(clock):
    s = KitchenStats(clock)
    s.record_bump("grill", 10)
    s.record_send_back("grill")
    snap = s.snapshot()
    snap["done"]["grill"] = 99
    assert s.snapshot() == {"done": {"grill": 1}, "sent_back": {"grill": 1}, "last_bump": 1000.0}
