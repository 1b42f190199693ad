"""Waiting for beer: a till whose tap is dry waits here until a keg change lets it pour."""

import threading

from .errors import Closed


class KegWait:
    def __init__(self):
        self._cond = threading.Condition()
        self._closed = False
        self.waiting = 0

    def wait_for(self, ready, timeout: float) -> bool:
        """Block until `ready()` holds (True), the timeout passes (False) or the bar closes."""
        with self._cond:
            self.waiting += 1
            try:
                ok = self._cond.wait_for(lambda: self._closed or ready(), timeout)
                if self._closed:
                    raise Closed("the bar closed")
                return bool(ok)
            finally:
                self.waiting -= 1

    def changed(self) -> None:
        """Something on the board changed: every waiter looks again."""
        with self._cond:
            self._cond.notify()

    def close(self) -> None:
        with self._cond:
            self._closed = True
            self._cond.notify()

    @property
    def closed(self) -> bool:
        with self._cond:
            return self._closed
