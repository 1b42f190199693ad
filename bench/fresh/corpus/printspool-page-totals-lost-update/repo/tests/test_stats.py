import pytest

from printspool import SpoolStats
from conftest import run_together


def test_record_done_and_failed(clock):
    stats = SpoolStats(clock)
    stats.record_done("lobby", 12)
    stats.record_done("lab", 3)
    stats.record_failed("lobby", 2)
    snap = stats.snapshot()
    assert snap["jobs"] == {"done": 2, "failed": 1}
    assert (snap["sheets"], snap["wasted"]) == (15, 2)
    assert snap["per_printer"] == {"lobby": 14, "lab": 3}
    assert snap["last_update"] == 1000.0


def test_negative_counts_rejected(clock):
    stats = SpoolStats(clock)
    with pytest.raises(ValueError):
        stats.record_done("lobby", -1)
    with pytest.raises(ValueError):
        stats.record_failed("lobby", -1)


def test_reset(clock):
    stats = SpoolStats(clock)
    stats.record_done("lobby", 4)
    stats.reset()
    assert stats.snapshot() == {"jobs": {"done": 0, "failed": 0}, "sheets": 0, "wasted": 0,
                                "per_printer": {}, "last_update": None}


def test_concurrent_jobs_are_all_counted(clock):
    stats = SpoolStats(clock)
    clock.delay = 0.01
    run_together(8, lambda i: stats.record_done("lobby", 3))
    assert stats.snapshot()["sheets"] == 24
