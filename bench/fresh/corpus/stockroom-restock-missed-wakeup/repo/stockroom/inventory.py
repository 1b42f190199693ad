"""The stock of one site by SKU and bin. Every method is safe to call from many threads."""

import threading

from .errors import StockError


def _check_qty(qty) -> None:
    if not isinstance(qty, int) or qty <= 0:
        raise StockError(f"a quantity is a positive whole number, not {qty!r}")


class Inventory:
    def __init__(self, site: str, bins=("A", "B", "C")):
        self.site = site
        self.bins = tuple(bins)
        self._lock = threading.Lock()
        self._stock: dict[tuple[str, str], int] = {}

    def _bin(self, bin: str) -> str:
        if bin not in self.bins:
            raise StockError(f"no bin {bin!r} at {self.site}")
        return bin

    # -- helpers for callers that already hold the lock
    def _put(self, sku: str, qty: int, bin: str) -> None:
        key = (sku, self._bin(bin))
        self._stock[key] = self._stock.get(key, 0) + qty

    def _take(self, sku: str, qty: int, bin: str) -> None:
        key = (sku, self._bin(bin))
        have = self._stock.get(key, 0)
        if have < qty:
            raise StockError(f"only {have} of {sku} in {bin}")
        if have == qty:
            del self._stock[key]
        else:
            self._stock[key] = have - qty

    def _level(self, sku: str) -> int:
        return sum(q for (s, _), q in self._stock.items() if s == sku)

    # -- public, locking
    def put(self, sku: str, qty: int, bin: str = "A") -> int:
        _check_qty(qty)
        with self._lock:
            self._put(sku, qty, bin)
            return self._level(sku)

    def take(self, sku: str, qty: int, bin: str = "A") -> int:
        _check_qty(qty)
        with self._lock:
            self._take(sku, qty, bin)
            return self._level(sku)

    def level(self, sku: str) -> int:
        with self._lock:
            return self._level(sku)

    def in_bin(self, sku: str, bin: str) -> int:
        with self._lock:
            return self._stock.get((sku, self._bin(bin)), 0)

    def move(self, sku: str, qty: int, src: str, dst: str) -> None:
        """Move stock between two bins in one step: no reader sees it in neither bin."""
        _check_qty(qty)
        self._bin(dst)
        with self._lock:
            self._take(sku, qty, src)
            self._put(sku, qty, dst)

    def pick_order(self, lines) -> None:
        """Take every (sku, qty, bin) line, or nothing when one of them is short."""
        lines = list(lines)
        for _, qty, bin in lines:
            _check_qty(qty)
            self._bin(bin)
        with self._lock:
            for sku, qty, bin in lines:
                if self._stock.get((sku, bin), 0) < qty:
                    raise StockError(f"order short of {sku} in {bin}")
            for sku, qty, bin in lines:
                self._take(sku, qty, bin)

    def set_count(self, sku: str, bin: str, counted: int) -> int:
        """After a stock count: the bin holds `counted`; returns the difference."""
        if not isinstance(counted, int) or counted < 0:
            raise StockError("a count is a whole number from 0")
        with self._lock:
            key = (sku, self._bin(bin))
            before = self._stock.get(key, 0)
            if counted:
                self._stock[key] = counted
            else:
                self._stock.pop(key, None)
            return counted - before

    def snapshot(self) -> dict[tuple[str, str], int]:
        with self._lock:
            return dict(self._stock)

    def skus(self) -> list[str]:
        with self._lock:
            return sorted({s for s, _ in self._stock})

    def bins_of(self, sku: str) -> dict[str, int]:
        """Where `sku` is kept: {bin: quantity}, in bin order."""
        with self._lock:
            return {b: self._stock[(sku, b)] for b in self.bins if (sku, b) in self._stock}

    def empty_bins(self) -> list[str]:
        with self._lock:
            used = {b for _, b in self._stock}
        return [b for b in self.bins if b not in used]
