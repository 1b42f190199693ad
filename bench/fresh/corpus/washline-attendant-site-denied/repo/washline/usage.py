"""Usage statistics, updated concurrently by every terminal thread."""

import threading


class UsageStats:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._cycles: dict[str, int] = {}
        self._minutes: dict[str, float] = {}
        self._faults: dict[str, int] = {}
        self._last_cycle: float | None = None
        self._last_fault: float | None = None

    def record_cycle(self, kind: str, minutes: float) -> None:
        with self._lock:
            count = self._cycles.get(kind, 0)
            self._last_cycle = self._clock.now()
            self._cycles[kind] = count + 1
            self._minutes[kind] = self._minutes.get(kind, 0) + minutes

    def record_fault(self, machine: str) -> None:
        with self._lock:
            faults = self._faults.get(machine, 0)
            self._last_fault = self._clock.now()
            self._faults[machine] = faults + 1

    def minutes(self, kind: str | None = None) -> float:
        with self._lock:
            if kind is None:
                return sum(self._minutes.values())
            return self._minutes.get(kind, 0)

    def busiest(self) -> str | None:
        """The kind of machine with the most minutes run (ties: alphabetical), or None."""
        with self._lock:
            if not self._minutes:
                return None
            return min(self._minutes, key=lambda k: (-self._minutes[k], k))

    def snapshot(self) -> dict:
        """A copy of every counter."""
        with self._lock:
            return {
                "cycles": dict(self._cycles),
                "minutes": dict(self._minutes),
                "faults": dict(self._faults),
                "last_cycle": self._last_cycle,
                "last_fault": self._last_fault,
            }
