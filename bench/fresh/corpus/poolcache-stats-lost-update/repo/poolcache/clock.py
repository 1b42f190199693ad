"""Clocks used for expiry and timeouts.

Every time-dependent object takes a ``clock`` callable returning seconds as a float, so tests can
drive time explicitly with :class:`ManualClock` instead of sleeping.
"""

from __future__ import annotations

import threading
import time


def monotonic() -> float:
    """The default clock: :func:`time.monotonic`."""
    return time.monotonic()


class ManualClock:
    """A clock that only moves when told to. Safe to share between threads."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = float(start)
        self._lock = threading.Lock()

    def __call__(self) -> float:
        with self._lock:
            return self._now

    def advance(self, seconds: float) -> float:
        """Move the clock forward by *seconds* (must not be negative); returns the new time."""
        if seconds < 0:
            raise ValueError("a clock cannot go backwards")
        with self._lock:
            self._now += seconds
            return self._now

    def set(self, now: float) -> None:
        """Jump to the absolute time *now*."""
        with self._lock:
            self._now = float(now)
