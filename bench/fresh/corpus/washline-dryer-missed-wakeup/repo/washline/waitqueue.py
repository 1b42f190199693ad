"""A wait queue: customers block until a machine of the kind they want is freed."""

import threading
import time

from .errors import Closed


class WaitQueue:
    """Waiters of every kind share one condition. Freed machines are handed to the waiters of
    their kind, one machine per waiter; machines freed while nobody waits are not remembered."""

    def __init__(self):
        self._cond = threading.Condition()
        self._waiting: dict[str, int] = {}
        self._offered: dict[str, int] = {}
        self._closed = False

    def machine_freed(self, kind: str, count: int = 1) -> None:
        """`count` machines of `kind` finished or were stopped: wake the waiters of that kind."""
        with self._cond:
            waiting = self._waiting.get(kind, 0)
            self._offered[kind] = min(self._offered.get(kind, 0) + count, waiting)
            self._cond.notify(count)

    def machine_repaired(self, kind: str) -> None:
        """A machine of `kind` is back in service: offer it to a waiter of that kind."""
        with self._cond:
            if self._waiting.get(kind, 0) > self._offered.get(kind, 0):
                self._offered[kind] = self._offered.get(kind, 0) + 1
            self._cond.notify()

    def wait_for(self, kind: str, timeout: float) -> bool:
        """Block until a machine of `kind` is offered (True) or `timeout` seconds pass (False)."""
        deadline = time.monotonic() + timeout
        with self._cond:
            self._waiting[kind] = self._waiting.get(kind, 0) + 1
            try:
                while not self._closed and self._offered.get(kind, 0) == 0:
                    remaining = deadline - time.monotonic()
                    if remaining <= 0:
                        return False
                    self._cond.wait(remaining)
                if self._closed:
                    raise Closed("the wait queue was closed")
                self._offered[kind] -= 1
                return True
            finally:
                self._waiting[kind] -= 1

    def waiting(self, kind: str) -> int:
        """How many callers are blocked waiting for a machine of `kind`."""
        with self._cond:
            return self._waiting.get(kind, 0)

    def close(self) -> None:
        """Wake every waiter with Closed."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
