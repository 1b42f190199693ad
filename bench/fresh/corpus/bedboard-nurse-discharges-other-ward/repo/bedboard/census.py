"""Admissions and discharges per ward, updated from many threads at once."""

import threading


class Census:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._admitted: dict[str, int] = {}
        self._discharged: dict[str, int] = {}
        self._last_change: float | None = None

    def record_admission(self, ward: str) -> None:
        with self._lock:
            admitted = self._admitted.get(ward, 0)
            self._last_change = self._clock.now()
            self._admitted[ward] = admitted + 1

    def record_discharge(self, ward: str) -> None:
        with self._lock:
            discharged = self._discharged.get(ward, 0)
            self._last_change = self._clock.now()
            self._discharged[ward] = discharged + 1

    def on_ward(self, ward: str) -> int:
        """Patients admitted to `ward` and not yet discharged from it."""
        with self._lock:
            return self._admitted.get(ward, 0) - self._discharged.get(ward, 0)

    def last_change(self) -> float | None:
        with self._lock:
            return self._last_change

    def snapshot(self) -> dict:
        """A copy of the counters: later updates do not change it."""
        with self._lock:
            return {
                "admitted": dict(self._admitted),
                "discharged": dict(self._discharged),
                "last_change": self._last_change,
            }
