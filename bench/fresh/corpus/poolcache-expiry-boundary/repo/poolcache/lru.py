"""A bounded least-recently-used cache.

All public methods take the cache lock, so one instance can be shared between threads.
Eviction callbacks run *after* the lock is released: a callback may use the cache again
(log its size, re-insert into another tier) without deadlocking.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any, Callable, Hashable, Iterable, Mapping

from .stats import CacheStats

_MISSING = object()

EvictCallback = Callable[[Hashable, Any], None]


class LRUCache:
    """Maps keys to values, keeping at most ``maxsize`` entries.

    ``get`` and ``put`` mark a key as most recently used; when the cache is full the least
    recently used entry is evicted and ``on_evict(key, value)`` is called for it.
    """

    def __init__(self, maxsize: int = 128, *, on_evict: EvictCallback | None = None, stats: CacheStats | None = None) -> None:
        if maxsize < 1:
            raise ValueError("maxsize must be at least 1")
        self._maxsize = maxsize
        self._data: OrderedDict = OrderedDict()
        self._lock = threading.Lock()
        self._on_evict = on_evict
        self.stats = stats if stats is not None else CacheStats()

    @property
    def maxsize(self) -> int:
        return self._maxsize

    # -- internal helpers; the caller holds self._lock ---------------------------------------

    def _evict_overflow_locked(self) -> list[tuple[Hashable, Any]]:
        evicted = []
        while len(self._data) > self._maxsize:
            key, value = self._data.popitem(last=False)
            evicted.append((key, self._unwrap(value)))
        if evicted:
            self.stats.record("evictions", len(evicted))
        return evicted

    def _notify(self, evicted: list[tuple[Hashable, Any]]) -> None:
        if self._on_evict is not None:
            for key, value in evicted:
                self._on_evict(key, value)

    def _unwrap(self, stored: Any) -> Any:
        """Stored representation -> value (subclasses wrap values with metadata)."""
        return stored

    # -- public API --------------------------------------------------------------------------

    def get(self, key: Hashable, default: Any = None) -> Any:
        """The value for *key* (marking it most recently used), or *default*."""
        with self._lock:
            stored = self._data.get(key, _MISSING)
            if stored is _MISSING:
                self.stats.record("misses")
                return default
            self._data.move_to_end(key)
            self.stats.record("hits")
            return self._unwrap(stored)

    def peek(self, key: Hashable, default: Any = None) -> Any:
        """Like :meth:`get` but without touching recency or the statistics."""
        with self._lock:
            stored = self._data.get(key, _MISSING)
            return default if stored is _MISSING else self._unwrap(stored)

    def put(self, key: Hashable, value: Any) -> None:
        """Store *value* under *key*, evicting the least recently used entries if needed."""
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            evicted = self._evict_overflow_locked()
        self._notify(evicted)

    def put_many(self, items: Mapping[Hashable, Any]) -> None:
        """Store every item of *items*, in the mapping's order."""
        with self._lock:
            for key, value in items.items():
                self._data[key] = value
                self._data.move_to_end(key)
            evicted = self._evict_overflow_locked()
        self._notify(evicted)

    def get_many(self, keys: Iterable[Hashable]) -> dict:
        """``{key: value}`` for the keys that are present; absent keys count as misses."""
        out = {}
        for key in keys:
            value = self.get(key, _MISSING)
            if value is not _MISSING:
                out[key] = value
        return out

    def delete(self, key: Hashable) -> bool:
        """Remove *key*; returns whether it was present."""
        with self._lock:
            return self._data.pop(key, _MISSING) is not _MISSING

    def resize(self, maxsize: int) -> None:
        """Change the capacity; shrinking evicts least recently used entries at once."""
        if maxsize < 1:
            raise ValueError("maxsize must be at least 1")
        with self._lock:
            self._maxsize = maxsize
            evicted = self._evict_overflow_locked()
        self._notify(evicted)

    def clear(self) -> int:
        """Remove every entry (no eviction callbacks); returns how many there were."""
        with self._lock:
            n = len(self._data)
            self._data.clear()
            return n

    def keys(self) -> list:
        """Keys from least to most recently used."""
        with self._lock:
            return list(self._data)

    def __contains__(self, key: Hashable) -> bool:
        with self._lock:
            return key in self._data

    def __len__(self) -> int:
        with self._lock:
            return len(self._data)

    def __repr__(self) -> str:
        # No lock here: a repr must never block (debuggers and tracebacks call it).
        return f"{type(self).__name__}(maxsize={self._maxsize}, size={len(self._data)})"
