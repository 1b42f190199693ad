"""Tanks: one grade of fuel, a capacity and a level, safe to use from many threads."""

import threading

from .errors import DepotError, OutOfFuel, TankFull


class Tank:
    def __init__(self, name: str, capacity: float, level: float, clock):
        if capacity <= 0 or not 0 <= level <= capacity:
            raise DepotError(f"tank {name}: bad capacity or level")
        self.name, self.capacity = name, capacity
        self._level = level
        self._clock = clock
        self._lock = threading.RLock()
        self._changed = threading.Condition(self._lock)
        self.last_change: float | None = None
        self.waiting = 0  # draws blocked in draw_when_available

    @property
    def level(self) -> float:
        with self._lock:
            return self._level

    def percent_full(self) -> float:
        with self._lock:
            return round(100 * self._level / self.capacity, 1)

    def room(self) -> float:
        with self._lock:
            return self.capacity - self._level

    def _take(self, litres: float) -> float:
        # the caller holds the lock
        if litres > self._level:
            raise OutOfFuel(f"tank {self.name} holds {self._level} l, {litres} l asked")
        self.last_change = self._clock.now()
        self._level -= litres
        return self._level

    def draw(self, litres: float) -> float:
        """Take `litres` out; raise OutOfFuel when the tank holds less. Returns the new level."""
        if litres <= 0:
            raise DepotError("draw a positive amount")
        with self._lock:
            return self._take(litres)

    def fill(self, litres: float) -> float:
        """Put `litres` in; raise TankFull when they do not fit. Wakes every waiting draw."""
        if litres <= 0:
            raise DepotError("fill a positive amount")
        with self._lock:
            if self._level + litres > self.capacity:
                raise TankFull(f"tank {self.name} has room for {self.capacity - self._level} l")
            self.last_change = self._clock.now()
            self._level += litres
            self._changed.notify()
            return self._level

    def put_back(self, litres: float) -> float:
        """Return fuel of a voided or refunded sale to the tank (never more than it holds)."""
        with self._lock:
            self._level = min(self.capacity, self._level + litres)
            self.last_change = self._clock.now()
            self._changed.notify()
            return self._level

    def draw_when_available(self, litres: float, timeout: float) -> float:
        """Wait up to `timeout` seconds until the tank holds `litres`, then draw them."""
        if litres > self.capacity:
            raise OutOfFuel(f"tank {self.name} can never hold {litres} l")
        with self._lock:
            self.waiting += 1
            try:
                ready = self._changed.wait_for(lambda: self._level >= litres, timeout)
            finally:
                self.waiting -= 1
            if not ready:
                raise OutOfFuel(f"tank {self.name}: {litres} l not available in time")
            return self._take(litres)

    def transfer_to(self, other: "Tank", litres: float) -> None:
        """Move fuel to another tank, all or nothing. Both tanks are locked (in name order, so
        that two transfers in opposite directions cannot block each other)."""
        if other is self:
            raise DepotError("cannot transfer a tank into itself")
        first, second = sorted((self, other), key=lambda t: t.name)
        with first._lock, second._lock:
            if litres > other.room():
                raise TankFull(f"tank {other.name} has room for {other.room()} l")
            self.draw(litres)
            other.fill(litres)
