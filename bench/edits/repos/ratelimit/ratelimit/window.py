"""Sliding-window limiters: an exact log and an approximate two-bucket counter."""

from __future__ import annotations

import threading

from .clock import SystemClock


def prune(timestamps: list[float], now: float, window: float) -> list[float]:
    """Timestamps that still count at time *now* for a window of *window* seconds.

    A hit at time ``t`` counts during ``(t, t + window)`` only: once it is
    exactly *window* seconds old it has expired.
    """
    cutoff = now - window
    return [t for t in timestamps if t > cutoff]


def weighted_count(previous: int, current: int, window: float, elapsed: float) -> float:
    """Estimated hits in the sliding window for the two-bucket approximation.

    *elapsed* is the time since the current fixed window started; the previous
    window's count is weighted by how much of it still overlaps.
    """
    overlap = max(0.0, (window - elapsed) / window)
    return previous * overlap + current


class SlidingWindowLog:
    """At most *limit* hits in any *window*-second interval (exact)."""

    def __init__(self, limit: int, window: float, clock=None) -> None:
        if limit <= 0 or window <= 0:
            raise ValueError("limit and window must be positive")
        self.limit = limit
        self.window = float(window)
        self._clock = clock or SystemClock()
        self._log: list[float] = []
        self._lock = threading.Lock()

    def allow(self) -> bool:
        """Record a hit and return True, or return False if over the limit."""
        with self._lock:
            now = self._clock.now()
            self._log = prune(self._log, now, self.window)
            if len(self._log) < self.limit:
                self._log.append(now)
                return True
            return False

    def remaining(self) -> int:
        """Hits still allowed right now."""
        with self._lock:
            self._log = prune(self._log, self._clock.now(), self.window)
            return self.limit - len(self._log)

    def retry_after(self) -> float:
        """Seconds until the next hit would be allowed (0 if allowed now)."""
        with self._lock:
            now = self._clock.now()
            self._log = prune(self._log, now, self.window)
            if len(self._log) < self.limit:
                return 0.0
            return self._log[0] + self.window - now


class SlidingWindowCounter:
    """Approximate sliding window using the current and previous fixed windows."""

    def __init__(self, limit: int, window: float, clock=None) -> None:
        if limit <= 0 or window <= 0:
            raise ValueError("limit and window must be positive")
        self.limit = limit
        self.window = float(window)
        self._clock = clock or SystemClock()
        self._start = None
        self._previous = 0
        self._current = 0
        self._lock = threading.Lock()

    def _roll_locked(self, now: float) -> None:
        start = now - (now % self.window)
        if self._start is None:
            self._start = start
        elif start > self._start:
            gap = round((start - self._start) / self.window)
            self._previous = self._current if gap == 1 else 0
            self._current = 0
            self._start = start

    def allow(self) -> bool:
        with self._lock:
            now = self._clock.now()
            self._roll_locked(now)
            estimate = weighted_count(self._previous, self._current, self.window, now - self._start)
            if estimate + 1 <= self.limit:
                self._current += 1
                return True
            return False
