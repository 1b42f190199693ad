"""One blocking queue ("rail") of ticket numbers per station."""

import threading
import time
from collections import deque

from .errors import RailClosed


class StationRail:
    def __init__(self, station: str):
        self.station = station
        self._cond = threading.Condition()
        self._numbers: deque[int] = deque()
        self._closed = False
        self._waiting = 0

    def put(self, number: int) -> None:
        self.put_many([number])

    def put_many(self, numbers: list[int]) -> None:
        """Queue tickets in order and wake one waiting cook per ticket."""
        with self._cond:
            if self._closed:
                raise RailClosed(self.station)
            self._numbers.extend(numbers)
            self._cond.notify(len(numbers))

    def put_front(self, number: int) -> None:
        """A ticket sent back goes to the front of the rail."""
        with self._cond:
            if self._closed:
                raise RailClosed(self.station)
            self._numbers.appendleft(number)
            self._cond.notify()

    def take(self, timeout: float) -> int | None:
        """The next ticket number; waits up to `timeout` s. None on timeout or once closed and empty."""
        deadline = time.monotonic() + timeout
        with self._cond:
            self._waiting += 1
            try:
                while not self._numbers and not self._closed:
                    remaining = deadline - time.monotonic()
                    if remaining <= 0:
                        return None
                    self._cond.wait(remaining)
                return self._numbers.popleft() if self._numbers else None
            finally:
                self._waiting -= 1

    def close(self) -> None:
        """No more tickets tonight: every waiting cook wakes up (and gets what is left, then None)."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    @property
    def waiting(self) -> int:
        with self._cond:
            return self._waiting

    def __len__(self) -> int:
        with self._cond:
            return len(self._numbers)
