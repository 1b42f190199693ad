"""Boarding tallies, updated by many ramp threads at once."""
import threading


class Tally:
    def __init__(self):
        self._lock = threading.Lock()
        self._boarded: dict[str, int] = {}
        self._metres: dict[str, int] = {}
        self._turned_away = 0

    def boarded(self, kind: str, metres: int) -> None:
        with self._lock:
            self._boarded[kind] = self._boarded.get(kind, 0) + 1
            self._metres[kind] = self._metres.get(kind, 0) + metres

    def turned_away(self) -> None:
        with self._lock:
            self._turned_away += 1

    def snapshot(self) -> dict:
        with self._lock:
            return {
                "boarded": dict(self._boarded),
                "metres": sum(self._metres.values()),
                "turned_away": self._turned_away,
            }
