import pytest

from poolcache import TTLCache


@pytest.mark.parametrize("ttl", [1, 5, 0.25, 120])
def test_get_at_the_boundary(clock, ttl):
    cache = TTLCache(8, ttl=ttl, clock=clock)
    cache.put("k", "v")
    clock.advance(ttl)
    assert cache.get("k", "gone") == "gone"
    assert cache.stats.expirations == 1


def test_peek_and_contains_at_the_boundary(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1)
    cache.put("b", 2, ttl=4)
    clock.advance(4)
    assert "b" not in cache
    clock.advance(6)
    assert cache.peek("a") is None
    assert len(cache) == 0


def test_expire_includes_entries_due_now(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1, ttl=3)
    cache.put("c", 3)
    cache.put("b", 2, ttl=20)
    clock.advance(10)
    assert cache.expire() == ["a", "c"]
    assert cache.keys() == ["b"]


def test_ttl_remaining_and_touch_at_the_boundary(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1)
    clock.advance(10)
    assert cache.ttl_remaining("a") is None
    assert cache.touch("a") is False


def test_just_before_the_boundary_is_fresh(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1)
    clock.advance(9.999)
    assert cache.get("a") == 1
    assert "a" in cache
    assert cache.expire() == []


def test_ttl_remaining_counts_down(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1)
    clock.advance(4)
    assert cache.ttl_remaining("a") == 6.0
    assert cache.touch("a", ttl=3) is True
    assert cache.ttl_remaining("a") == 3.0


def test_expired_well_past_the_boundary(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1)
    clock.advance(25)
    assert cache.get("a") is None
    assert cache.stats.snapshot(ratio=False) == {"hits": 0, "misses": 1, "evictions": 0, "expirations": 1}
