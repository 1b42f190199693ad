"""Clocks. The manual clock can be made slow to widen race windows in tests."""

import threading
import time


class ManualClock:
    def __init__(self, start: float = 0.0, delay: float = 0.0):
        self._now = float(start)
        self._delay = delay
        self._lock = threading.Lock()

    def now(self) -> float:
        if self._delay:
            time.sleep(self._delay)
        with self._lock:
            return self._now

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("time does not go backwards")
        with self._lock:
            self._now += seconds

    def set_delay(self, delay: float) -> None:
        self._delay = delay


class SystemClock:
    def now(self) -> float:
        return time.time()
