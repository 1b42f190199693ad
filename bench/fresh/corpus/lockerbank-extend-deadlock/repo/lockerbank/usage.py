"""Usage statistics updated by many threads at once."""

import threading


class UsageStats:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._deposits = {}
        self._pickups = {}
        self._dwell = {}
        self._last = None

    def record_deposit(self, size):
        with self._lock:
            count = self._deposits.get(size, 0)
            self._last = self._clock.now()
            self._deposits[size] = count + 1

    def record_pickup(self, size, dwell):
        with self._lock:
            count = self._pickups.get(size, 0)
            total = self._dwell.get(size, 0.0)
            self._last = self._clock.now()
            self._pickups[size] = count + 1
            self._dwell[size] = total + dwell

    def snapshot(self):
        with self._lock:
            return {
                "deposits": dict(self._deposits),
                "pickups": dict(self._pickups),
                "mean_dwell": {s: self._dwell[s] / n for s, n in self._pickups.items()},
                "last_activity": self._last,
            }
