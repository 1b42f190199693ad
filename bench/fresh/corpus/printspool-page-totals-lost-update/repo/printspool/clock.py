"""Clocks. Everything that reads the time takes a clock so tests can control it.

ManualClock can also be made slow (each reading sleeps `delay` seconds first), which tests use to
widen the window between reading shared state and writing it back.
"""

import threading
import time


class SystemClock:
    def now(self) -> float:
        return time.time()


class ManualClock:
    def __init__(self, start: float = 0.0, delay: float = 0.0):
        self._now = float(start)
        self._lock = threading.Lock()
        self.delay = delay

    def now(self) -> float:
        if self.delay:
            time.sleep(self.delay)
        with self._lock:
            return self._now

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("a clock does not go back")
        with self._lock:
            self._now += seconds
