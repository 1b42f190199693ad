"""poolcache: thread-safe caches and a blocking connection pool.

The pieces are deliberately small and dependency-free:

* :class:`LRUCache` - bounded least-recently-used cache with eviction callbacks;
* :class:`TTLCache` - an LRU cache whose entries also expire after a time-to-live;
* :class:`CacheStats` - hit / miss / eviction / expiration counters shared by caches;
* :class:`ConnectionPool` - a bounded pool of reusable connections with blocking checkout;
* :func:`memoize` - a decorator that stores results in any of the caches above;
* :func:`build_cache` / :func:`build_pool` - construct those objects from config mappings.
"""

from .clock import ManualClock, monotonic
from .config import build_cache, build_pool
from .errors import ConfigError, PoolCacheError, PoolClosed, PoolTimeout
from .lru import LRUCache
from .memo import make_key, memoize
from .pool import ConnectionPool
from .stats import CacheStats
from .ttl import TTLCache

__all__ = [
    "CacheStats",
    "ConfigError",
    "ConnectionPool",
    "LRUCache",
    "ManualClock",
    "PoolCacheError",
    "PoolClosed",
    "PoolTimeout",
    "TTLCache",
    "build_cache",
    "build_pool",
    "make_key",
    "memoize",
    "monotonic",
]

__version__ = "0.6.2"
