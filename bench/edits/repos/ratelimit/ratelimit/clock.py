"""Clocks: a real monotonic clock and a manually driven one for tests."""

from __future__ import annotations

import threading
import time
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """Current time in seconds."""


class SystemClock:
    """Monotonic wall time; never jumps backwards."""

    def now(self) -> float:
        return time.monotonic()


class ManualClock:
    """A clock that only moves when told to. Safe to share between threads."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = float(start)
        self._lock = threading.Lock()

    def now(self) -> float:
        with self._lock:
            return self._now

    def advance(self, seconds: float) -> float:
        """Move forward by *seconds* and return the new time."""
        if seconds < 0:
            raise ValueError("use set() to move a ManualClock backwards")
        with self._lock:
            self._now += seconds
            return self._now

    def set(self, when: float) -> None:
        """Jump to *when*, possibly backwards (simulates clock skew)."""
        with self._lock:
            self._now = float(when)
