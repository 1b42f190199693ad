"""A board clerks wait on until a SKU is back in stock at a site."""

import threading

from .errors import Closed


class RestockBoard:
    def __init__(self):
        self._cond = threading.Condition()
        self._levels: dict[tuple[str, str], int] = {}
        self._waiting = 0
        self._closed = False

    def announce(self, site: str, sku: str, level: int) -> None:
        """The stock level of `sku` at `site` is now `level`; wake whoever waits for it."""
        with self._cond:
            self._levels[(site, sku)] = level
            self._cond.notify_all()

    def wait_for(self, site: str, sku: str, qty: int, timeout: float) -> bool:
        """Block until at least `qty` of `sku` is announced at `site`: True, or False after
        `timeout` seconds. Raises Closed when the board closes meanwhile."""
        with self._cond:
            self._waiting += 1
            try:
                return self._cond.wait_for(lambda: self._ready(site, sku, qty), timeout)
            finally:
                self._waiting -= 1

    def _ready(self, site: str, sku: str, qty: int) -> bool:
        if self._closed:
            raise Closed("the restock board is closed")
        return self._levels.get((site, sku), 0) >= qty

    def waiting(self) -> int:
        with self._cond:
            return self._waiting

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._cond.notify_all()
