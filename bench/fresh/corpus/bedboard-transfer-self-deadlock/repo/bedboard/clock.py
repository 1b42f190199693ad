"""Clocks. The manual clock is for tests; `delay` makes each reading slow."""

import threading
import time


class SystemClock:
    def now(self) -> float:
        return time.time()


class ManualClock:
    def __init__(self, start: float = 0.0, delay: float = 0.0):
        self._now = start
        self._delay = delay
        self._lock = threading.Lock()

    def now(self) -> float:
        if self._delay:
            time.sleep(self._delay)
        with self._lock:
            return self._now

    def advance(self, seconds: float) -> None:
        with self._lock:
            self._now += seconds
