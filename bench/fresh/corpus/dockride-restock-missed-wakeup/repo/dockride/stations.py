"""A docking station: a number of bikes in a number of docks, shared by many threads."""

import threading
import time

from .errors import NoBike, StationFull


class Station:
    def __init__(self, station_id: str, zone: str, capacity: int, bikes: int = 0):
        if capacity <= 0 or not 0 <= bikes <= capacity:
            raise ValueError(f"bad station {station_id}: {bikes} bikes in {capacity} docks")
        self.id, self.zone, self.capacity = station_id, zone, capacity
        self.lock = threading.Lock()
        self._cond = threading.Condition(self.lock)
        self._bikes = bikes
        self._waiting = 0

    @property
    def bikes(self) -> int:
        with self.lock:
            return self._bikes

    @property
    def free(self) -> int:
        with self.lock:
            return self.capacity - self._bikes

    @property
    def waiting(self) -> int:
        """How many riders are waiting for a bike here."""
        with self.lock:
            return self._waiting

    def take(self) -> None:
        with self.lock:
            if self._bikes == 0:
                raise NoBike(f"no bike at {self.id}")
            self._bikes -= 1

    def wait_take(self, timeout: float) -> None:
        """Take a bike, waiting up to `timeout` seconds for one to be docked."""
        deadline = time.monotonic() + timeout
        with self._cond:
            self._waiting += 1
            try:
                while self._bikes == 0:
                    left = deadline - time.monotonic()
                    if left <= 0 or not self._cond.wait(left):
                        if self._bikes == 0:
                            raise NoBike(f"no bike came to {self.id} in {timeout} s")
                self._bikes -= 1
            finally:
                self._waiting -= 1

    def put(self) -> None:
        with self._cond:
            if self._bikes >= self.capacity:
                raise StationFull(f"no free dock at {self.id}")
            self._bikes += 1
            self._cond.notify()

    def restock(self, n: int) -> None:
        """Dock `n` bikes from the depot; every waiting rider a bike is there for gets one."""
        if n <= 0:
            raise ValueError("restock needs a positive number of bikes")
        with self._cond:
            if self._bikes + n > self.capacity:
                raise StationFull(f"{self.id} has room for {self.capacity - self._bikes} bike(s)")
            self._bikes += n
            self._cond.notify()

    # used by the network with the station's lock already held
    def _release(self, n: int) -> None:
        self._bikes -= n

    def _receive(self, n: int) -> None:
        self._bikes += n
        self._cond.notify()

    def __repr__(self) -> str:
        return f"Station({self.id!r}, {self.zone!r}, {self._bikes}/{self.capacity})"
