import pytest

from poolcache import ConfigError, LRUCache, TTLCache, build_cache, build_pool, make_key, memoize


def test_memoize_caches_results():
    calls = []
    cache = LRUCache(16)

    @memoize(cache)
    def square(x):
        calls.append(x)
        return x * x

    assert [square(3), square(3), square(4)] == [9, 9, 16]
    assert calls == [3, 4]
    assert square.uncache(3) is True


def test_make_key_keyword_order_and_typed():
    assert make_key((1,), {"a": 1, "b": 2}) == make_key((1,), {"b": 2, "a": 1})
    assert make_key(("a",), {}) == "a"
    assert make_key((1,), {}, typed=True) != make_key((1.0,), {}, typed=True)


def test_build_lru_cache_from_strings():
    cache = build_cache({"maxsize": "32"})
    assert type(cache) is LRUCache
    assert cache.maxsize == 32


def test_build_ttl_cache(clock):
    cache = build_cache({"kind": "TTL", "maxsize": 8, "ttl": "2.5"}, clock=clock)
    assert isinstance(cache, TTLCache)
    assert cache.ttl == 2.5


def test_invalid_values_rejected():
    with pytest.raises(ConfigError):
        build_cache({"kind": "lfu"})
    with pytest.raises(ConfigError):
        build_cache({"maxsize": "many"})
    with pytest.raises(ConfigError):
        build_pool({"max_size": 0}, object)


def test_build_pool():
    pool = build_pool({"max_size": "3"}, object)
    assert pool.max_size == 3
    assert pool.checkout() is not pool.checkout()
