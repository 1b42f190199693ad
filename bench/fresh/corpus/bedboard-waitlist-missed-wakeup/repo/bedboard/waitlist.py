"""Block until a bed is freed on a ward.

A freed bed goes to one waiter of its ward. Beds freed while nobody waits on the ward are not
kept for later waiters (the caller checks the bed map before waiting).
"""

import threading


class Waitlist:
    def __init__(self):
        self._cond = threading.Condition()
        self._waiting: dict[str, int] = {}
        self._freed: dict[str, int] = {}
        self._closed = False

    def waiting(self, ward: str) -> int:
        with self._cond:
            return self._waiting.get(ward, 0)

    def wait(self, ward: str, timeout: float) -> bool:
        """Wait up to `timeout` s for a bed on `ward`; False on time-out or close."""
        with self._cond:
            if self._closed:
                return False
            self._waiting[ward] = self._waiting.get(ward, 0) + 1
            try:
                ready = self._cond.wait_for(
                    lambda: self._closed or self._freed.get(ward, 0) > 0, timeout)
                if not ready or self._closed:
                    return False
                self._freed[ward] -= 1
                return True
            finally:
                self._waiting[ward] -= 1

    def release(self, ward: str, count: int = 1) -> None:
        """`count` beds were freed on `ward`: hand them to waiting callers."""
        with self._cond:
            waiting = self._waiting.get(ward, 0) - self._freed.get(ward, 0)
            if waiting <= 0:
                return
            self._freed[ward] = self._freed.get(ward, 0) + min(count, waiting)
            self._cond.notify()

    def close(self) -> None:
        """Wake every waiter; they and later callers get False."""
        with self._cond:
            self._closed = True
            self._cond.notify()
