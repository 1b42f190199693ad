"""Stock levels and reservations.

``on_hand`` is what is on the shelf; ``reserved`` is what orders have claimed but not shipped.
A reservation succeeds only if ``on_hand - reserved`` covers it, so concurrent checkouts can
never promise the same unit twice. Cart reservations are holds: they expire after
``hold_seconds`` and :meth:`Inventory.release_expired` gives their units back. Web requests reserve from many threads at once: every
read-modify-write of the counters happens under the inventory lock.
"""

from __future__ import annotations

import itertools
import threading
import time
from dataclasses import dataclass
from typing import Callable

from .errors import InvalidQuantity, OutOfStock, UnknownSku


@dataclass(frozen=True)
class Reservation:
    id: int
    sku: str
    quantity: int
    ref: str = ""  # the order or cart that holds it
    expires_at: float | None = None  # None: held until released or committed


def _positive(quantity: int) -> int:
    if isinstance(quantity, bool) or not isinstance(quantity, int) or quantity < 1:
        raise InvalidQuantity(f"quantity must be a positive integer, got {quantity!r}")
    return quantity


class Inventory:
    """Thread-safe stock counters for many SKUs."""

    def __init__(self, stock: dict[str, int] | None = None, *, hold_seconds: float | None = 900, clock: Callable[[], float] = time.monotonic) -> None:
        self.hold_seconds = hold_seconds
        self._clock = clock
        self._lock = threading.Lock()
        self._on_hand: dict[str, int] = {}
        self._reserved: dict[str, int] = {}
        self._reservations: dict[int, Reservation] = {}
        self._ids = itertools.count(1)
        for sku, qty in (stock or {}).items():
            self.restock(sku, qty)

    def _available_locked(self, sku: str) -> int:
        if sku not in self._on_hand:
            raise UnknownSku(sku)
        return self._on_hand[sku] - self._reserved.get(sku, 0)

    def available(self, sku: str) -> int:
        """Units of *sku* that can still be reserved."""
        with self._lock:
            return self._available_locked(sku)

    def restock(self, sku: str, quantity: int) -> int:
        """Add *quantity* units to the shelf; returns the new on-hand count."""
        _positive(quantity)
        with self._lock:
            self._on_hand[sku] = self._on_hand.get(sku, 0) + quantity
            return self._on_hand[sku]

    def reserve(self, sku: str, quantity: int, ref: str = "") -> Reservation:
        """Claim *quantity* units of *sku*; raises :class:`OutOfStock` if not enough are free.

        Reserving exactly the available amount is allowed (it leaves zero free).
        """
        _positive(quantity)
        available = self.available(sku)
        if quantity > available:
            raise OutOfStock(sku, quantity, available)
        expires = None if self.hold_seconds is None else self._clock() + self.hold_seconds
        reservation = Reservation(next(self._ids), sku, quantity, ref, expires)
        self._reserved[sku] = self._reserved.get(sku, 0) + quantity
        self._reservations[reservation.id] = reservation
        return reservation

    def release(self, reservation: Reservation) -> bool:
        """Give a reservation's units back (order cancelled); False if it was already gone."""
        if self._reservations.pop(reservation.id, None) is None:
            return False
        self._reserved[reservation.sku] = self._reserved.get(reservation.sku, 0) - reservation.quantity
        return True

    def release_expired(self) -> int:
        """Release every hold whose time is up; returns how many were released."""
        with self._lock:
            now = self._clock()
            stale = [r for r in self._reservations.values() if r.expires_at is not None and now >= r.expires_at]
            for r in stale:
                del self._reservations[r.id]
                self._reserved[r.sku] -= r.quantity
            return len(stale)

    def commit(self, reservation: Reservation) -> None:
        """Ship a reservation: its units leave both the shelf and the reserved count."""
        with self._lock:
            if self._reservations.pop(reservation.id, None) is None:
                raise KeyError(f"reservation {reservation.id} is not active")
            self._reserved[reservation.sku] -= reservation.quantity
            self._on_hand[reservation.sku] -= reservation.quantity

    def snapshot(self) -> dict[str, dict[str, int]]:
        """``{sku: {"on_hand": n, "reserved": m, "available": n - m}}`` for every SKU."""
        with self._lock:
            return {
                sku: {"on_hand": n, "reserved": self._reserved.get(sku, 0), "available": n - self._reserved.get(sku, 0)}
                for sku, n in sorted(self._on_hand.items())
            }

    def active_reservations(self, ref: str | None = None) -> list[Reservation]:
        """Reservations not yet released or committed (optionally only those of *ref*)."""
        with self._lock:
            found = list(self._reservations.values())
        return [r for r in found if ref is None or r.ref == ref]
