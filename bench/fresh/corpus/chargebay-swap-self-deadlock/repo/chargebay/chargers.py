"""Chargers of each site and their states."""

import threading

from .errors import ChargeError, NoCharger

FREE, BUSY, OFFLINE = "free", "busy", "offline"


class ChargerPool:
    def __init__(self, sites: dict[str, int]):
        if not sites:
            raise ChargeError("at least one site")
        self._lock = threading.Lock()
        self._state: dict[str, str] = {}
        self._site: dict[str, str] = {}
        for site, count in sites.items():
            if count <= 0:
                raise ChargeError(f"site {site!r} needs at least one charger")
            for n in range(1, count + 1):
                self._state[f"{site}-{n}"] = FREE
                self._site[f"{site}-{n}"] = site

    def sites(self) -> list[str]:
        return sorted(set(self._site.values()))

    def site_of(self, charger: str) -> str:
        try:
            return self._site[charger]
        except KeyError:
            raise ChargeError(f"unknown charger {charger!r}") from None

    def state(self, charger: str) -> str:
        self.site_of(charger)
        with self._lock:
            return self._state[charger]

    def take(self, site: str, charger: str | None = None) -> str:
        """Mark a free charger of `site` busy (the given one, or the first free) and return it."""
        with self._lock:
            names = [charger] if charger else [c for c, s in self._site.items() if s == site]
            for c in names:
                if self._site.get(c) == site and self._state[c] == FREE:
                    self._state[c] = BUSY
                    return c
        raise NoCharger(f"no free charger at {site}" if not charger else f"{charger} is not free")

    def free(self, charger: str) -> None:
        self.site_of(charger)
        with self._lock:
            if self._state[charger] == BUSY:
                self._state[charger] = FREE

    def set_offline(self, charger: str, offline: bool = True) -> None:
        self.site_of(charger)
        with self._lock:
            self._state[charger] = OFFLINE if offline else FREE

    def count(self, site: str, state: str) -> int:
        with self._lock:
            return sum(1 for c, s in self._site.items() if s == site and self._state[c] == state)

    def chargers(self, site: str) -> list[str]:
        return [c for c, s in self._site.items() if s == site]
