import pytest

from printspool import SpoolStats


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


def test_snapshot_is_a_copy(clock):
    stats = SpoolStats(clock)
    stats.record_done("lobby", 1)
    snap = stats.snapshot()
    snap["per_printer"]["lobby"] = 99
    snap["jobs"]["done"] = 99
    assert stats.snapshot()["per_printer"] == {"lobby": 1}
    assert stats.snapshot()["jobs"]["done"] == 1


def test_reset(clock):
    stats = SpoolStats(clock)
    stats.record_done("lobby", 4)
    stats.reset()
    assert stats.snapshot() == {"jobs": {"done": 0, "failed": 0}, "sheets": 0, "wasted": 0,
                                "per_printer": {}, "last_update": None}
