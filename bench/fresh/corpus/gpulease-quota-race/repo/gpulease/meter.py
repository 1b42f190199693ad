"""Usage per team in device-seconds."""
from __future__ import annotations

import threading


class UsageMeter:
    def __init__(self):
        self._used: dict[str, float] = {}
        self._leases: dict[str, int] = {}
        self._lock = threading.Lock()

    def record(self, team: str, devices: int, seconds: float) -> None:
        with self._lock:
            self._used[team] = self._used.get(team, 0.0) + devices * seconds
            self._leases[team] = self._leases.get(team, 0) + 1

    def device_seconds(self, team: str) -> float:
        with self._lock:
            return self._used.get(team, 0.0)

    def snapshot(self) -> dict:
        with self._lock:
            return {"device_seconds": dict(self._used), "leases": dict(self._leases)}
