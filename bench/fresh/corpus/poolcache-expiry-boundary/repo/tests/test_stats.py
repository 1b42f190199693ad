import pytest

from poolcache import CacheStats


def test_counters_start_at_zero():
    stats = CacheStats()
    assert stats.hits == 0
    assert stats.hit_ratio == 0.0
    assert stats.last_event_at is None


def test_record_and_snapshot(clock):
    stats = CacheStats(clock=clock)
    stats.record("hits", 3)
    clock.advance(4)
    stats.record("misses")
    snap = stats.snapshot()
    assert snap["hits"] == 3
    assert snap["hit_ratio"] == 0.75
    assert stats.last_event_at == 4.0


def test_unknown_event_and_negative_counts_rejected():
    stats = CacheStats()
    with pytest.raises(ValueError):
        stats.record("hitz")
    with pytest.raises(ValueError):
        stats.record("hits", -1)


def test_merge_and_reset():
    a, b = CacheStats(), CacheStats()
    a.record("hits", 2)
    b.record_many({"hits": 1, "evictions": 4})
    a.merge(b)
    before = a.reset()
    assert before["hits"] == 3
    assert before["evictions"] == 4
    assert a.lookups == 0
