import pytest

from poolcache import TTLCache


def test_fresh_entry_is_returned(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1)
    clock.advance(9.5)
    assert cache.get("a") == 1
    assert cache.stats.hits == 1


def test_expired_entry_is_gone(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1)
    clock.advance(12)
    assert cache.expire() == ["a"]
    assert cache.get("a", "gone") == "gone"


def test_per_entry_ttl(clock):
    cache = TTLCache(8, ttl=60, clock=clock)
    cache.put("short", 1, ttl=5)
    cache.put("long", 2)
    clock.advance(6)
    assert cache.expire() == ["short"]
    assert cache.peek("long") == 2


def test_expire_returns_stale_keys(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1, ttl=3)
    cache.put("c", 3)
    cache.put("b", 2, ttl=20)
    clock.advance(10)
    purged = cache.expire()
    assert "a" in purged
    assert "b" not in purged
    assert cache.peek("b") == 2


def test_ttl_remaining(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1)
    clock.advance(2.5)
    assert cache.ttl_remaining("a") == 7.5
    assert cache.ttl_remaining("nope") is None


def test_touch_restarts_ttl(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1)
    clock.advance(8)
    assert cache.touch("a") is True
    clock.advance(8)
    assert cache.peek("a") == 1
    assert cache.touch("zzz") is False


def test_ttl_cache_is_lru(clock):
    evicted = []
    cache = TTLCache(2, ttl=10, clock=clock, on_evict=lambda k, v: evicted.append(k))
    cache.put("a", 1)
    cache.put("b", 2)
    cache.get("a")
    cache.put("c", 3)
    assert len(cache) == 2
    assert len(evicted) == 1


def test_invalid_ttl_rejected(clock):
    with pytest.raises(ValueError):
        TTLCache(8, ttl=0, clock=clock)
    cache = TTLCache(8, ttl=1, clock=clock)
    with pytest.raises(ValueError):
        cache.put("a", 1, ttl=-1)
