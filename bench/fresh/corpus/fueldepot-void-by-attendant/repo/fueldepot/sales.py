"""Sale records and the thread-safe ledger that numbers them."""

import threading
from dataclasses import dataclass

from .errors import DepotError


@dataclass
class Sale:
    id: int
    by: str
    site: str
    pump: int
    grade: str
    litres: float
    cents: int
    status: str = "paid"
    refunded: float = 0.0


class Ledger:
    def __init__(self):
        self._lock = threading.Lock()
        self._sales: dict[int, Sale] = {}
        self._next = 1

    def add(self, by, site, pump, grade, litres, cents) -> Sale:
        with self._lock:
            sale = Sale(self._next, by, site, pump, grade, litres, cents)
            self._sales[sale.id] = sale
            self._next += 1
            return sale

    def get(self, sale_id: int) -> Sale:
        with self._lock:
            if sale_id not in self._sales:
                raise DepotError(f"no sale {sale_id}")
            return self._sales[sale_id]

    def by_operator(self, name: str) -> list[Sale]:
        with self._lock:
            return [s for s in self._sales.values() if s.by == name]

    def takings_by_grade(self) -> dict[str, int]:
        with self._lock:
            out: dict[str, int] = {}
            for s in self._sales.values():
                if s.status == "paid":
                    out[s.grade] = out.get(s.grade, 0) + s.cents
            return dict(sorted(out.items()))

    def count(self, status: str | None = None) -> int:
        with self._lock:
            return sum(1 for s in self._sales.values() if status is None or s.status == status)

    def total_cents(self) -> int:
        with self._lock:
            return sum(s.cents for s in self._sales.values() if s.status == "paid")
