"""Couriers waiting for a locker of a size to be freed."""

import threading


class Waitlist:
    def __init__(self):
        self._cond = threading.Condition()
        self._free = {}
        self._waiting = {}
        self._closed = False

    def waiting(self, size):
        with self._cond:
            return self._waiting.get(size, 0)

    def wait_for(self, size, timeout):
        """Block until a locker of `size` is released for us; False on timeout or close."""
        with self._cond:
            self._waiting[size] = self._waiting.get(size, 0) + 1
            try:
                self._cond.wait_for(lambda: self._closed or self._free.get(size, 0) > 0, timeout)
                if self._closed or self._free.get(size, 0) == 0:
                    return False
                self._free[size] -= 1
                return True
            finally:
                self._waiting[size] -= 1

    def released(self, size):
        """A locker of `size` was freed; hand it to a waiter (it is not kept when nobody waits)."""
        with self._cond:
            if self._waiting.get(size, 0) <= self._free.get(size, 0):
                return
            self._free[size] = self._free.get(size, 0) + 1
            self._cond.notify_all()

    def close(self):
        with self._cond:
            self._closed = True
            self._cond.notify_all()
