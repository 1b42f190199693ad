from poolcache import TTLCache, memoize


def test_expired_get_counts_expiration_and_miss(clock, call_with_timeout):
    cache = TTLCache(8, ttl=5, clock=clock)
    cache.put("a", 1)
    cache.put("b", 2, ttl=50)
    clock.advance(5)
    assert call_with_timeout(cache.get, "a") is None
    assert cache.stats.snapshot(ratio=False) == {"hits": 0, "misses": 1, "evictions": 0, "expirations": 1}
    assert cache.keys() == ["b"]


def test_peek_of_expired_entry(clock, call_with_timeout):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1)
    clock.advance(30)
    assert call_with_timeout(cache.peek, "a", "dflt") == "dflt"
    assert len(cache) == 0
    assert cache.stats.expirations == 1
    assert cache.stats.lookups == 0


def test_contains_expired_entry(clock, call_with_timeout):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1)
    cache.put("b", 2, ttl=100)
    clock.advance(10.5)
    assert call_with_timeout(cache.__contains__, "a") is False
    assert call_with_timeout(cache.__contains__, "b") is True
    assert cache.keys() == ["b"]


def test_memoized_result_recomputed_after_expiry(clock, call_with_timeout):
    calls = []
    cache = TTLCache(8, ttl=60, clock=clock)

    @memoize(cache)
    def lookup(user):
        calls.append(user)
        return user.upper()

    assert lookup("ann") == "ANN"
    clock.advance(61)
    assert call_with_timeout(lookup, "ann") == "ANN"
    assert calls == ["ann", "ann"]


def test_get_many_skips_expired_keys(clock, call_with_timeout):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1, ttl=1)
    cache.put("b", 2)
    clock.advance(2)
    assert call_with_timeout(cache.get_many, ["a", "b"]) == {"b": 2}
    assert (cache.stats.hits, cache.stats.misses, cache.stats.expirations) == (1, 1, 1)


def test_hit_makes_entry_most_recently_used(clock):
    evicted = []
    cache = TTLCache(2, ttl=10, clock=clock, on_evict=lambda k, v: evicted.append(k))
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1
    cache.put("c", 3)
    assert evicted == ["b"]
    assert cache.keys() == ["a", "c"]


def test_expire_counts_each_purged_entry(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    for key in "xyz":
        cache.put(key, key)
    clock.advance(10)
    assert cache.expire() == ["x", "y", "z"]
    assert cache.stats.expirations == 3
    assert cache.expire() == []


def test_fresh_get_counts_a_hit(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1)
    clock.advance(3)
    assert cache.get("a") == 1
    assert cache.stats.snapshot() == {"hits": 1, "misses": 0, "evictions": 0, "expirations": 0, "hit_ratio": 1.0}


def test_put_again_restarts_ttl(clock):
    cache = TTLCache(8, ttl=10, clock=clock)
    cache.put("a", 1)
    clock.advance(8)
    cache.put("a", 2)
    clock.advance(8)
    assert cache.ttl_remaining("a") == 2.0
