"""Trip statistics, updated by many request threads at once."""

import threading


class TripStats:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._starts: dict[str, int] = {}
        self._ends: dict[str, int] = {}
        self._trips = 0
        self._minutes = 0
        self._revenue = 0
        self._last_start: float | None = None
        self._last_end: float | None = None

    def record_start(self, station: str) -> None:
        with self._lock:
            starts = self._starts.get(station, 0)
            trips = self._trips
            self._last_start = self._clock.now()
            self._starts[station] = starts + 1
            self._trips = trips + 1

    def record_end(self, station: str, minutes: int, cents: int) -> None:
        with self._lock:
            ends = self._ends.get(station, 0)
            total_minutes, revenue = self._minutes, self._revenue
            self._last_end = self._clock.now()
            self._ends[station] = ends + 1
            self._minutes = total_minutes + minutes
            self._revenue = revenue + cents

    def snapshot(self) -> dict:
        with self._lock:
            finished = sum(self._ends.values())
            return {
                "trips": self._trips,
                "starts": dict(self._starts),
                "ends": dict(self._ends),
                "minutes": self._minutes,
                "revenue": self._revenue,
                "avg_minutes": round(self._minutes / finished, 1) if finished else 0.0,
                "last_start": self._last_start,
                "last_end": self._last_end,
            }
