"""Production figures, updated by many threads."""

import threading


class Tally:
    def __init__(self):
        self._lock = threading.Lock()
        self._baked: dict[str, int] = {}
        self._discarded: dict[str, int] = {}

    def baked(self, product: str, qty: int) -> None:
        with self._lock:
            self._baked[product] = self._baked.get(product, 0) + qty

    def discarded(self, product: str, qty: int) -> None:
        with self._lock:
            self._discarded[product] = self._discarded.get(product, 0) + qty

    def snapshot(self) -> dict[str, dict[str, int]]:
        with self._lock:
            return {"baked": dict(self._baked), "discarded": dict(self._discarded)}
