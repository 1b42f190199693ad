"""Sales statistics updated by many pump threads at once."""

import threading


class Meters:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._litres: dict[str, float] = {}
        self._by_pump: dict[int, float] = {}
        self._sales = 0
        self.last_sale: float | None = None

    def record(self, grade: str, pump: int, litres: float) -> None:
        now = self._clock.now()
        with self._lock:
            self._litres[grade] = self._litres.get(grade, 0) + litres
            self._by_pump[pump] = self._by_pump.get(pump, 0) + litres
            self._sales += 1
            self.last_sale = now

    def reverse(self, grade: str, pump: int, litres: float) -> None:
        with self._lock:
            self._litres[grade] = self._litres.get(grade, 0) - litres
            self._by_pump[pump] = self._by_pump.get(pump, 0) - litres

    def busiest_pumps(self, n: int = 3) -> list[int]:
        """Pump numbers by litres sold, most first (ties by number)."""
        with self._lock:
            ranked = sorted(self._by_pump.items(), key=lambda item: (-item[1], item[0]))
            return [pump for pump, _ in ranked[:n]]

    def snapshot(self) -> dict:
        with self._lock:
            return {"litres": dict(self._litres), "by_pump": dict(self._by_pump), "sales": self._sales,
                    "last_sale": self.last_sale}
