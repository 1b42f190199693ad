"""Energy metering, updated from many threads at once."""

import threading


class EnergyMeter:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._by_site: dict[str, float] = {}
        self._by_charger: dict[str, float] = {}
        self._ended: dict[str, int] = {}
        self._last_reading: float | None = None
        self._last_end: float | None = None

    def add(self, site: str, charger: str, kwh: float) -> None:
        if kwh < 0:
            raise ValueError("energy cannot be negative")
        with self._lock:
            total = self._by_site.get(site, 0.0)
            self._last_reading = self._clock.now()
            self._by_site[site] = total + kwh
            self._by_charger[charger] = self._by_charger.get(charger, 0.0) + kwh

    def session_ended(self, site: str) -> None:
        with self._lock:
            ended = self._ended.get(site, 0)
            self._last_end = self._clock.now()
            self._ended[site] = ended + 1

    def kwh(self, site: str | None = None) -> float:
        with self._lock:
            if site is None:
                return sum(self._by_site.values())
            return self._by_site.get(site, 0.0)

    def snapshot(self) -> dict:
        with self._lock:
            return {
                "kwh": dict(self._by_site),
                "chargers": dict(self._by_charger),
                "ended": dict(self._ended),
                "last_reading": self._last_reading,
                "last_end": self._last_end,
            }
