"""Rentals and their fees."""

import math
import threading
from dataclasses import dataclass

from .errors import UnknownRental

FREE_MINUTES = 30
STEP_MINUTES = 15
STEP_CENTS = 100
DAY_CAP_CENTS = 2000


def fee(minutes: int, role: str = "rider") -> int:
    """Free for the first 30 minutes, then 1.00 per started 15 minutes, at most 20.00 a
    rental. Staff ride for free."""
    if role != "rider" or minutes <= FREE_MINUTES:
        return 0
    steps = math.ceil((minutes - FREE_MINUTES) / STEP_MINUTES)
    return min(steps * STEP_CENTS, DAY_CAP_CENTS)


@dataclass
class Rental:
    id: int
    rider: str
    role: str
    start_station: str
    started: float
    end_station: str | None = None
    minutes: int | None = None
    cents: int | None = None

    @property
    def open(self) -> bool:
        return self.end_station is None


class RentalBook:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._rentals: dict[int, Rental] = {}
        self._next = 1

    def start(self, rider: str, role: str, station_id: str) -> Rental:
        started = self._clock.now()
        with self._lock:
            rental = Rental(self._next, rider, role, station_id, started)
            self._rentals[rental.id] = rental
            self._next += 1
        return rental

    def get(self, rental_id: int) -> Rental:
        with self._lock:
            if rental_id not in self._rentals:
                raise UnknownRental(f"no rental {rental_id}")
            return self._rentals[rental_id]

    def finish(self, rental_id: int, station_id: str) -> Rental:
        ended = self._clock.now()
        with self._lock:
            rental = self._rentals.get(rental_id)
            if rental is None or not rental.open:
                raise UnknownRental(f"no open rental {rental_id}")
            rental.minutes = max(1, math.ceil((ended - rental.started) / 60))
            rental.cents = fee(rental.minutes, rental.role)
            rental.end_station = station_id
            return rental

    def open_rentals(self, rider: str | None = None) -> list[Rental]:
        with self._lock:
            return [r for r in self._rentals.values() if r.open and rider in (None, r.rider)]
