import pytest

from poolcache import CacheStats, LRUCache


def test_get_and_put():
    cache = LRUCache(4)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1
    assert cache.get("missing") is None
    assert cache.get("missing", "dflt") == "dflt"
    assert len(cache) == 2


def test_least_recently_used_is_evicted():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    cache.get("a")
    cache.put("c", 3)
    assert cache.keys() == ["a", "c"]
    assert cache.stats.evictions == 1


def test_on_evict_callback_may_use_the_cache():
    seen = []
    cache = LRUCache(1, on_evict=lambda k, v: seen.append((k, v, len(cache))))
    cache.put("a", 1)
    cache.put("b", 2)
    assert seen == [("a", 1, 1)]


def test_peek_does_not_touch_recency_or_stats():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.peek("a") == 1
    cache.put("c", 3)
    assert "a" not in cache
    assert cache.stats.lookups == 0


def test_get_many_counts_hits_and_misses():
    cache = LRUCache(8)
    cache.put_many({"a": 1, "b": 2})
    assert cache.get_many(["a", "x", "b"]) == {"a": 1, "b": 2}
    snap = cache.stats.snapshot()
    assert snap["hits"] == 2
    assert snap["misses"] == 1


def test_resize_shrinks_from_the_old_end():
    cache = LRUCache(4)
    for i in range(4):
        cache.put(i, i * i)
    cache.resize(2)
    assert cache.keys() == [2, 3]
    with pytest.raises(ValueError):
        cache.resize(0)


def test_delete_and_clear():
    cache = LRUCache(4)
    cache.put("a", 1)
    assert cache.delete("a") is True
    assert cache.delete("a") is False
    cache.put_many({"x": 1, "y": 2})
    assert cache.clear() == 2
    assert len(cache) == 0


def test_shared_stats_object():
    stats = CacheStats()
    l1, l2 = LRUCache(2, stats=stats), LRUCache(2, stats=stats)
    l1.put("k", 1)
    l1.get("k")
    l2.get("k")
    assert (stats.hits, stats.misses) == (1, 1)
