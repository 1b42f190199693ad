"""Thread-safe counters and timings for the pool (and for jobs that want to report progress)."""

from __future__ import annotations

import threading


class Counters:
    def __init__(self):
        self._lock = threading.Lock()
        self._counts: dict[str, int] = {}
        self._timings: dict[str, tuple[int, float, float]] = {}

    def incr(self, name: str, n: int = 1) -> int:
        """Add *n* to counter *name*; returns the new value."""
        with self._lock:
            value = self._counts.get(name, 0) + n
            self._counts[name] = value
            return value

    def get(self, name: str) -> int:
        with self._lock:
            return self._counts.get(name, 0)

    def observe(self, name: str, seconds: float) -> None:
        """Record one duration under *name*."""
        with self._lock:
            count, total, longest = self._timings.get(name, (0, 0.0, 0.0))
            self._timings[name] = (count + 1, total + seconds, max(longest, seconds))

    def timing(self, name: str) -> dict:
        with self._lock:
            count, total, longest = self._timings.get(name, (0, 0.0, 0.0))
        return {"count": count, "total": total, "mean": total / count if count else 0.0, "max": longest}

    def snapshot(self) -> dict:
        """A consistent copy of every counter and timing."""
        with self._lock:
            counts = dict(self._counts)
            names = list(self._timings)
        return {"counts": counts, "timings": {name: self.timing(name) for name in names}}

    def reset(self) -> None:
        with self._lock:
            self._counts.clear()
            self._timings.clear()
