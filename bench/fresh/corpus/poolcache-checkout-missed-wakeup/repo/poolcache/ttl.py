"""An LRU cache whose entries also expire.

Each entry remembers the clock reading at which it stops being valid. An entry stored at time
``t`` with a time-to-live of ``ttl`` seconds is fresh for readings ``t <= now < t + ttl`` and
expired from ``t + ttl`` on. Expired entries are purged lazily (when read) or in bulk with
:meth:`TTLCache.expire`; until then they still occupy a slot and show up in ``len()``.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, NamedTuple

from .clock import monotonic
from .lru import LRUCache, EvictCallback
from .stats import CacheStats

_MISSING = object()


class _Entry(NamedTuple):
    value: Any
    expires_at: float


class TTLCache(LRUCache):
    """LRU cache with a per-entry time-to-live (``ttl`` seconds by default)."""

    def __init__(
        self,
        maxsize: int = 128,
        ttl: float = 60.0,
        *,
        clock: Callable[[], float] = monotonic,
        on_evict: EvictCallback | None = None,
        stats: CacheStats | None = None,
    ) -> None:
        super().__init__(maxsize, on_evict=on_evict, stats=stats)
        if ttl <= 0:
            raise ValueError("ttl must be positive")
        self._ttl = float(ttl)
        self._clock = clock

    @property
    def ttl(self) -> float:
        return self._ttl

    def _unwrap(self, stored: Any) -> Any:
        return stored.value

    def _expired(self, entry: _Entry, now: float) -> bool:
        """Whether *entry* is no longer valid at clock reading *now*."""
        return now >= entry.expires_at

    def _purge_locked(self, key: Hashable) -> None:
        """Drop an expired entry and count it; the caller holds the lock."""
        del self._data[key]
        self.stats.record("expirations")

    def put(self, key: Hashable, value: Any, ttl: float | None = None) -> None:
        """Store *value* for *ttl* seconds (the cache default when ``None``)."""
        ttl = self._ttl if ttl is None else float(ttl)
        if ttl <= 0:
            raise ValueError("ttl must be positive")
        with self._lock:
            self._data[key] = _Entry(value, self._clock() + ttl)
            self._data.move_to_end(key)
            evicted = self._evict_overflow_locked()
        self._notify(evicted)

    def put_many(self, items, ttl: float | None = None) -> None:
        """Store every item of the mapping *items* with the same time-to-live."""
        for key, value in items.items():
            self.put(key, value, ttl)

    def get(self, key: Hashable, default: Any = None) -> Any:
        """The fresh value for *key*, or *default*; an expired entry is purged and missed."""
        with self._lock:
            entry = self._data.get(key)
            if entry is None:
                self.stats.record("misses")
                return default
            if self._expired(entry, self._clock()):
                self._purge_locked(key)
                self.stats.record("misses")
                return default
            self._data.move_to_end(key)
            self.stats.record("hits")
            return entry.value

    def peek(self, key: Hashable, default: Any = None) -> Any:
        """The fresh value for *key* without touching recency or hit/miss counters."""
        with self._lock:
            entry = self._data.get(key)
            if entry is None:
                return default
            if self._expired(entry, self._clock()):
                self._purge_locked(key)
                return default
            return entry.value

    def __contains__(self, key: Hashable) -> bool:
        with self._lock:
            entry = self._data.get(key)
            if entry is None:
                return False
            if self._expired(entry, self._clock()):
                self._purge_locked(key)
                return False
            return True

    def ttl_remaining(self, key: Hashable) -> float | None:
        """Seconds until *key* expires; ``None`` if it is absent or already expired."""
        with self._lock:
            entry = self._data.get(key)
            if entry is None:
                return None
            now = self._clock()
            if self._expired(entry, now):
                return None
            return entry.expires_at - now

    def touch(self, key: Hashable, ttl: float | None = None) -> bool:
        """Restart the time-to-live of a fresh entry; returns whether *key* was fresh."""
        ttl = self._ttl if ttl is None else float(ttl)
        with self._lock:
            entry = self._data.get(key)
            now = self._clock()
            if entry is None or self._expired(entry, now):
                return False
            self._data[key] = entry._replace(expires_at=now + ttl)
            return True

    def expire(self) -> list:
        """Purge every expired entry now; returns their keys, least recently used first."""
        with self._lock:
            now = self._clock()
            stale = [key for key, entry in self._data.items() if self._expired(entry, now)]
            for key in stale:
                self._purge_locked(key)
            return stale
