"""Thread-safe named counters and lazily created per-key limiters."""

from __future__ import annotations

import threading
from typing import Callable, TypeVar

T = TypeVar("T")


class Counter:
    """An integer counter that can be shared between threads."""

    def __init__(self) -> None:
        self._value = 0
        self._lock = threading.Lock()

    def incr(self, n: int = 1) -> int:
        with self._lock:
            self._value += n
            return self._value

    @property
    def value(self) -> int:
        with self._lock:
            return self._value

    def reset(self) -> int:
        """Set the counter to zero and return its previous value."""
        with self._lock:
            old, self._value = self._value, 0
            return old


class CounterRegistry:
    """Named counters plus one limiter object per key.

    Objects are created on first use.  Factories run outside the registry
    lock (they may be slow), so two threads can race to create the same key;
    the registry guarantees that both end up with the same stored object.
    """

    def __init__(self, counter_factory: Callable[[], Counter] = Counter) -> None:
        self._counter_factory = counter_factory
        self._counters: dict[str, Counter] = {}
        self._limiters: dict[str, object] = {}
        self._lock = threading.Lock()

    def counter(self, key: str) -> Counter:
        """The counter for *key*, created on first use."""
        with self._lock:
            existing = self._counters.get(key)
        if existing is not None:
            return existing
        created = self._counter_factory()
        with self._lock:
            return self._counters.setdefault(key, created)

    def limiter(self, key: str, factory: Callable[[], T]) -> T:
        """The limiter for *key*, built with *factory* on first use."""
        with self._lock:
            existing = self._limiters.get(key)
        if existing is not None:
            return existing
        created = factory()
        with self._lock:
            return self._limiters.setdefault(key, created)

    def incr(self, key: str, n: int = 1) -> int:
        return self.counter(key).incr(n)

    def get(self, key: str) -> int:
        with self._lock:
            counter = self._counters.get(key)
        return counter.value if counter is not None else 0

    def snapshot(self) -> dict[str, int]:
        """Current values of all counters, sorted by key."""
        with self._lock:
            items = sorted(self._counters.items())
        return {key: counter.value for key, counter in items}

    def _reset_locked(self, key: str) -> int:
        counter = self._counters.get(key)
        return counter.reset() if counter is not None else 0

    def reset(self, key: str) -> int:
        """Zero the counter for *key*; returns its previous value."""
        with self._lock:
            return self._reset_locked(key)

    def reset_all(self) -> dict[str, int]:
        """Zero every counter in one step; returns the previous values."""
        with self._lock:
            return {key: self._reset_locked(key) for key in sorted(self._counters)}

    def drain(self, prefix: str) -> int:
        """Zero all counters whose key starts with *prefix*; returns their total."""
        with self._lock:
            return sum(self._reset_locked(key) for key in list(self._counters) if key.startswith(prefix))

    def forget_idle(self) -> list[str]:
        """Drop counters that are at zero; returns the dropped keys."""
        with self._lock:
            idle = sorted(key for key, counter in self._counters.items() if counter.value == 0)
            for key in idle:
                del self._counters[key]
            return idle
