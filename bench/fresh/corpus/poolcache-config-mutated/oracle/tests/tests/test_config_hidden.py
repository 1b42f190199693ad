from types import MappingProxyType

import pytest

from poolcache import ConfigError, LRUCache, TTLCache, build_cache, build_pool


def test_pool_section_is_left_untouched():
    section = {"max_size": "3"}
    pools = [build_pool(section, object) for _ in range(2)]
    assert section == {"max_size": "3"}
    assert [p.max_size for p in pools] == [3, 3]


def test_read_only_sections():
    cache = build_cache(MappingProxyType({"kind": "ttl", "maxsize": 5, "ttl": 2}))
    assert isinstance(cache, TTLCache) and cache.maxsize == 5 and cache.ttl == 2.0
    assert build_pool(MappingProxyType({"max_size": 7}), object).max_size == 7


def test_lru_section_reused():
    section = {"maxsize": "64"}
    caches = [build_cache(section) for _ in range(3)]
    assert [c.maxsize for c in caches] == [64, 64, 64]
    assert section == {"maxsize": "64"}


def test_shared_defaults_in_a_loop():
    defaults = {"kind": "TTL", "ttl": 900}
    caches = {name: build_cache(defaults) for name in ("sessions", "profiles", "carts")}
    assert all(type(c) is TTLCache and c.ttl == 900.0 for c in caches.values())
    assert defaults == {"kind": "TTL", "ttl": 900}


def test_unknown_cache_options_are_rejected():
    with pytest.raises(ConfigError, match="max_size"):
        build_cache({"max_size": 10})
    with pytest.raises(ConfigError, match="ttl"):
        build_cache({"kind": "lru", "ttl": 5})


def test_unknown_pool_options_are_rejected():
    with pytest.raises(ConfigError, match="maxsize"):
        build_pool({"maxsize": 3}, object)


def test_defaults_and_invalid_numbers():
    cache = build_cache({})
    assert type(cache) is LRUCache and cache.maxsize == 128
    with pytest.raises(ConfigError):
        build_cache({"kind": "ttl", "ttl": "-1"})
    assert build_pool({}, object).max_size == 4
