"""Clocks (minutes). Timers and ovens read the time from a clock object so tests can control it."""

import threading
import time


class SystemClock:
    def now(self) -> float:
        return time.monotonic() / 60.0


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

    def advance(self, minutes: float) -> None:
        if minutes < 0:
            raise ValueError("a clock does not go back")
        with self._lock:
            self._now += minutes
