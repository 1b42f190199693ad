"""Clocks. Pours and tallies read the time from a clock object so tests can control it."""

import threading
import time


class SystemClock:
    def now(self) -> float:
        return time.monotonic()


class ManualClock:
    """A clock that only moves when told to. Each reading can be made slow (`delay` seconds of
    real time), which makes the interleavings of concurrent callers visible."""

    def __init__(self, start: float = 0.0, delay: float = 0.0):
        self._now = float(start)
        self.delay = delay
        self._lock = threading.Lock()

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
