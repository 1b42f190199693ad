"""Sales statistics, updated concurrently by every agent thread."""

import threading


class SalesStats:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._sold: dict[str, int] = {}
        self._revenue: dict[str, int] = {}
        self._refunded: dict[str, int] = {}
        self._last_sale: float | None = None
        self._last_refund: float | None = None

    def record_sale(self, section: str, seats: int, cents: int) -> None:
        with self._lock:
            sold = self._sold.get(section, 0)
            self._last_sale = self._clock.now()
            self._sold[section] = sold + seats
            self._revenue[section] = self._revenue.get(section, 0) + cents

    def record_refund(self, section: str, seats: int, cents: int) -> None:
        with self._lock:
            refunded = self._refunded.get(section, 0)
            self._last_refund = self._clock.now()
            self._refunded[section] = refunded + seats
            self._revenue[section] = self._revenue.get(section, 0) - cents

    def revenue(self, section: str | None = None) -> int:
        with self._lock:
            if section is None:
                return sum(self._revenue.values())
            return self._revenue.get(section, 0)

    def snapshot(self) -> dict:
        """A copy of every counter."""
        with self._lock:
            return {
                "sold": dict(self._sold),
                "refunded": dict(self._refunded),
                "revenue": dict(self._revenue),
                "last_sale": self._last_sale,
                "last_refund": self._last_refund,
            }
