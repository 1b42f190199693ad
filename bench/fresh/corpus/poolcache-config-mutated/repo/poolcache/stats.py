"""Hit / miss / eviction / expiration counters.

One :class:`CacheStats` may be shared by several caches (e.g. the two tiers of a cache
hierarchy), and caches are used from many threads at once, so every update is a locked
read-modify-write.
"""

from __future__ import annotations

import threading
from typing import Callable, Mapping

from .clock import monotonic

EVENTS = ("hits", "misses", "evictions", "expirations")


class CacheStats:
    """Thread-safe event counters.

    ``last_event_at`` holds the clock reading of the most recent recorded event (``None`` until
    the first one); monitoring uses it to spot caches that have gone idle.
    """

    def __init__(self, clock: Callable[[], float] = monotonic) -> None:
        self._lock = threading.Lock()
        self._clock = clock
        self._counts: dict[str, int] = dict.fromkeys(EVENTS, 0)
        self.last_event_at: float | None = None

    @staticmethod
    def _check(event: str, n: int) -> None:
        if event not in EVENTS:
            raise ValueError(f"unknown cache event {event!r}; expected one of {', '.join(EVENTS)}")
        if n < 0:
            raise ValueError("counters only go up; use reset() to start over")

    def record(self, event: str, n: int = 1) -> None:
        """Add *n* to the counter of *event* (one of :data:`EVENTS`)."""
        self._check(event, n)
        with self._lock:
            self._counts[event] += n
            self.last_event_at = self._clock()

    def record_many(self, counts: Mapping[str, int]) -> None:
        """Add several counters in one step, e.g. ``{"hits": 3, "misses": 1}``."""
        for event, n in counts.items():
            self._check(event, n)
        with self._lock:
            for event, n in counts.items():
                self._counts[event] += n
            self.last_event_at = self._clock()

    def merge(self, other: "CacheStats") -> None:
        """Add the counters of *other* into this object (other is left unchanged)."""
        self.record_many(other.snapshot(ratio=False))

    def __getattr__(self, name: str) -> int:
        # stats.hits, stats.misses, ... read the counters.
        if name in EVENTS:
            with self._lock:
                return self._counts[name]
        raise AttributeError(name)

    @property
    def lookups(self) -> int:
        """Number of get() calls seen: hits plus misses."""
        with self._lock:
            return self._counts["hits"] + self._counts["misses"]

    @property
    def hit_ratio(self) -> float:
        """Hits divided by lookups, 0.0 before the first lookup."""
        with self._lock:
            lookups = self._counts["hits"] + self._counts["misses"]
            return self._counts["hits"] / lookups if lookups else 0.0

    def snapshot(self, ratio: bool = True) -> dict:
        """A consistent copy of every counter (plus ``hit_ratio`` rounded to 4 places)."""
        with self._lock:
            out: dict = dict(self._counts)
        if ratio:
            lookups = out["hits"] + out["misses"]
            out["hit_ratio"] = round(out["hits"] / lookups, 4) if lookups else 0.0
        return out

    def reset(self) -> dict[str, int]:
        """Zero every counter; returns the counters as they were just before."""
        with self._lock:
            before = dict(self._counts)
            self._counts = dict.fromkeys(EVENTS, 0)
            self.last_event_at = None
        return before
