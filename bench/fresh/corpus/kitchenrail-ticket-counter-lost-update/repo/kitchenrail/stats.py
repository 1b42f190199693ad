"""Kitchen statistics, updated by many cook threads at once."""

import threading


class KitchenStats:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._done: dict[str, int] = {}
        self._seconds: dict[str, float] = {}
        self._sent_back: dict[str, int] = {}
        self._last_bump: float | None = None

    def record_bump(self, station: str, seconds: float) -> None:
        done = self._done.get(station, 0)
        self._last_bump = self._clock.now()
        self._done[station] = done + 1
        with self._lock:
            self._seconds[station] = self._seconds.get(station, 0.0) + seconds

    def record_send_back(self, station: str) -> None:
        with self._lock:
            self._sent_back[station] = self._sent_back.get(station, 0) + 1

    def done(self, station: str | None = None) -> int:
        with self._lock:
            if station is None:
                return sum(self._done.values())
            return self._done.get(station, 0)

    def average_seconds(self, station: str) -> float | None:
        """Mean time from opening to bump of the station's tickets, one decimal."""
        with self._lock:
            n = self._done.get(station, 0)
            return round(self._seconds[station] / n, 1) if n else None

    def busiest(self) -> str | None:
        """The station with the most bumped tickets (ties: alphabetical)."""
        with self._lock:
            if not self._done:
                return None
            return min(self._done, key=lambda s: (-self._done[s], s))

    def snapshot(self) -> dict:
        with self._lock:
            return {"done": dict(self._done), "sent_back": dict(self._sent_back), "last_bump": self._last_bump}
