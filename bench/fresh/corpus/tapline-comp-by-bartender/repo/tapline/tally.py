"""Pour tallies, updated from many tills at once."""

import threading


class PourTally:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._pours: dict[str, int] = {}
        self._ml: dict[str, int] = {}
        self._comped_ml = 0
        self.last_pour: float | None = None

    def record(self, tap_id: str, beer: str, ml: int, comped: bool = False) -> None:
        now = self._clock.now()
        with self._lock:
            self._pours[tap_id] = self._pours.get(tap_id, 0) + 1
            self._ml[beer] = self._ml.get(beer, 0) + ml
            if comped:
                self._comped_ml += ml
            self.last_pour = now

    def unrecord(self, tap_id: str, beer: str, ml: int, comped: bool = False) -> None:
        with self._lock:
            self._pours[tap_id] = self._pours.get(tap_id, 0) - 1
            self._ml[beer] = self._ml.get(beer, 0) - ml
            if comped:
                self._comped_ml -= ml

    def snapshot(self) -> dict:
        with self._lock:
            return {
                "pours": dict(self._pours),
                "ml": dict(self._ml),
                "comped_ml": self._comped_ml,
                "last_pour": self.last_pour,
            }
