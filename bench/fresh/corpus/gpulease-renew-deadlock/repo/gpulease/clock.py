"""Clocks. ManualClock is moved by hand; its readings can be made slow to widen races in tests."""
from __future__ import annotations

import threading
import time


class SystemClock:
    def now(self) -> float:
        return time.monotonic()


class ManualClock:
    def __init__(self, start: float = 0.0, delay: float = 0.0):
        self._t = start
        self._delay = delay
        self._lock = threading.Lock()

    def now(self) -> float:
        if self._delay:
            time.sleep(self._delay)
        with self._lock:
            return self._t

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("time does not run backwards")
        with self._lock:
            self._t += seconds
