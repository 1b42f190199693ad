import pytest

from poolcache import CacheStats, LRUCache


def test_concurrent_record_many(run_threads, fast_switching):
    stats = CacheStats()

    def worker(i):
        for _ in range(10000):
            stats.record_many({"hits": 2, "misses": 1})

    run_threads(worker, 8)
    assert (stats.hits, stats.misses) == (160000, 80000)


def test_concurrent_hits_and_misses_add_up(run_threads, fast_switching):
    stats = CacheStats()

    def worker(i):
        event = "hits" if i % 2 else "misses"
        for _ in range(20000):
            stats.record(event)

    run_threads(worker, 8)
    assert stats.lookups == 160000
    assert stats.hit_ratio == 0.5


def test_tiers_sharing_one_stats_object(run_threads, fast_switching):
    for _ in range(3):
        stats = CacheStats()
        tiers = [LRUCache(64, stats=stats) for _ in range(8)]
        for tier in tiers:
            tier.put("k", 1)

        def worker(i):
            tier = tiers[i]
            for _ in range(20000):
                tier.get("k")

        run_threads(worker, 8)
        assert stats.hits == 160000


def test_concurrent_merges(run_threads, fast_switching):
    total = CacheStats()
    part = CacheStats()
    part.record_many({"hits": 1, "evictions": 1})

    def worker(i):
        for _ in range(10000):
            total.merge(part)

    run_threads(worker, 8)
    assert total.snapshot(ratio=False) == {"hits": 80000, "misses": 0, "evictions": 80000, "expirations": 0}


def test_fresh_snapshot_lists_every_counter():
    assert CacheStats().snapshot() == {"hits": 0, "misses": 0, "evictions": 0, "expirations": 0, "hit_ratio": 0.0}


def test_reset_returns_all_previous_counters(clock):
    stats = CacheStats(clock=clock)
    stats.record("misses", 2)
    assert stats.reset() == {"hits": 0, "misses": 2, "evictions": 0, "expirations": 0}
    assert stats.last_event_at is None
    assert stats.misses == 0


def test_snapshot_ratio_is_rounded():
    stats = CacheStats()
    stats.record("hits", 2)
    stats.record("misses")
    assert stats.snapshot()["hit_ratio"] == 0.6667
    assert stats.snapshot(ratio=False) == {"hits": 2, "misses": 1, "evictions": 0, "expirations": 0}


def test_record_many_validates_before_counting(clock):
    stats = CacheStats(clock=clock)
    with pytest.raises(ValueError):
        stats.record_many({"hits": 1, "hitz": 1})
    assert stats.hits == 0
    clock.advance(3)
    stats.record_many({"evictions": 2})
    assert stats.last_event_at == 3.0
