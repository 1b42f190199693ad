"""A waitlist: buyers block until seats of their section are freed."""

import threading
import time

from .errors import Closed


class Waitlist:
    """Waiters of every section share one condition. Freed seats are handed to the waiters of
    their section, one seat per waiter; seats freed while nobody waits are not remembered."""

    def __init__(self):
        self._cond = threading.Condition()
        self._waiting: dict[str, int] = {}
        self._offered: dict[str, int] = {}
        self._closed = False

    def release_seats(self, section: str, count: int = 1) -> None:
        """`count` seats of `section` became free: wake the waiters of that section."""
        with self._cond:
            waiting = self._waiting.get(section, 0)
            self._offered[section] = min(self._offered.get(section, 0) + count, waiting)
            self._cond.notify_all()

    def wait_for_seat(self, section: str, timeout: float) -> bool:
        """Block until a seat of `section` is freed (True) or `timeout` seconds pass (False)."""
        deadline = time.monotonic() + timeout
        with self._cond:
            self._waiting[section] = self._waiting.get(section, 0) + 1
            try:
                while not self._closed and self._offered.get(section, 0) == 0:
                    remaining = deadline - time.monotonic()
                    if remaining <= 0:
                        return False
                    self._cond.wait(remaining)
                if self._closed:
                    raise Closed("the waitlist was closed")
                self._offered[section] -= 1
                return True
            finally:
                self._waiting[section] -= 1

    def waiting(self, section: str) -> int:
        """How many callers are blocked waiting for `section`."""
        with self._cond:
            return self._waiting.get(section, 0)

    def close(self) -> None:
        """Wake every waiter with Closed."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
