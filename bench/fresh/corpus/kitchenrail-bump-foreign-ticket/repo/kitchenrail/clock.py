"""A manual clock. `delay` makes every reading slow (as a real clock call under load can be)."""

import threading
import time


class ManualClock:
    def __init__(self, start: float = 0.0, delay: float = 0.0):
        self._now = start
        self._lock = threading.Lock()
        self.delay = delay

    def now(self) -> float:
        with self._lock:
            value = self._now
        if self.delay:
            time.sleep(self.delay)
        return value

    def advance(self, seconds: float) -> None:
        with self._lock:
            self._now += seconds
