"""A manual clock for tests; its readings can be made slow."""

import threading
import time


class ManualClock:
    def __init__(self, start=0.0, delay=0.0):
        self._now = float(start)
        self._lock = threading.Lock()
        self.delay = delay

    def now(self):
        if self.delay:
            time.sleep(self.delay)
        with self._lock:
            return self._now

    def advance(self, seconds):
        with self._lock:
            self._now += seconds
