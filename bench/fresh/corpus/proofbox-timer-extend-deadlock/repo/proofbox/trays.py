"""The tray rack: a bounded shelf between the ovens and the packers. Bakers block while it
is full, packers block while it is empty."""

import threading
from collections import deque

from .errors import BakeryError, Closed, Timeout


class TrayRack:
    def __init__(self, capacity: int):
        if capacity <= 0:
            raise BakeryError("a rack needs room for at least one tray")
        self.capacity = capacity
        self._lock = threading.Lock()
        self._not_empty = threading.Condition(self._lock)
        self._not_full = threading.Condition(self._lock)
        self._trays: deque = deque()
        self._closed = False
        self.waiting_takers = 0

    def put(self, tray, timeout: float | None = None) -> None:
        self.put_many([tray], timeout)

    def put_many(self, trays: list, timeout: float | None = None) -> None:
        """Put trays on the rack together, waiting until there is room for all of them."""
        if not trays or len(trays) > self.capacity:
            raise BakeryError(f"cannot put {len(trays)} trays on a rack of {self.capacity}")
        with self._not_full:
            ok = self._not_full.wait_for(
                lambda: self._closed or len(self._trays) + len(trays) <= self.capacity, timeout
            )
            if self._closed:
                raise Closed("the rack is closed")
            if not ok:
                raise Timeout("no room on the rack")
            self._trays.extend(trays)
            self._not_empty.notify(len(trays))

    def take(self, timeout: float | None = None):
        """The oldest tray; waits while the rack is empty. Closed once closed and empty."""
        with self._not_empty:
            self.waiting_takers += 1
            try:
                ok = self._not_empty.wait_for(lambda: self._trays or self._closed, timeout)
            finally:
                self.waiting_takers -= 1
            if self._trays:
                tray = self._trays.popleft()
                self._not_full.notify_all()
                return tray
            if self._closed:
                raise Closed("the rack is closed")
            assert not ok
            raise Timeout("no tray came")

    def close(self) -> None:
        """No more trays: waiting takers get the remaining trays, then Closed."""
        with self._lock:
            self._closed = True
            self._not_empty.notify_all()
            self._not_full.notify_all()

    def __len__(self) -> int:
        with self._lock:
            return len(self._trays)
