"""Pick statistics per SKU, updated by many clerk threads at once."""

import threading


class PickStats:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._picked: dict[str, int] = {}
        self._returned: dict[str, int] = {}
        self._last_pick: dict[str, float] = {}

    def record_pick(self, sku: str, qty: int) -> None:
        with self._lock:
            picked = self._picked.get(sku, 0)
            self._last_pick[sku] = self._clock.now()
            self._picked[sku] = picked + qty

    def record_return(self, sku: str, qty: int) -> None:
        with self._lock:
            returned = self._returned.get(sku, 0)
            self._clock.now()
            self._returned[sku] = returned + qty

    def picked(self, sku: str) -> int:
        with self._lock:
            return self._picked.get(sku, 0)

    def net(self, sku: str) -> int:
        with self._lock:
            return self._picked.get(sku, 0) - self._returned.get(sku, 0)

    def last_pick(self, sku: str) -> float | None:
        with self._lock:
            return self._last_pick.get(sku)

    def snapshot(self) -> dict:
        with self._lock:
            return {"picked": dict(self._picked), "returned": dict(self._returned)}

    def top(self, n: int = 3) -> list[tuple[str, int]]:
        """The most picked SKUs: (sku, picked), most first, ties by name."""
        with self._lock:
            ranked = sorted(self._picked.items(), key=lambda kv: (-kv[1], kv[0]))
        return ranked[:n]
