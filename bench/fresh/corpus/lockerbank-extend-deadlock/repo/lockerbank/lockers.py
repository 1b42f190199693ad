"""The lockers of a bank and their states (free, reserved, full)."""

import threading

from .errors import LockerError, NotFound

SIZES = ("S", "M", "L")


def size_of(locker):
    return locker.rstrip("0123456789")


class LockerBank:
    def __init__(self, counts):
        self._lock = threading.Lock()
        self._state = {}
        for size in SIZES:
            for i in range(1, counts.get(size, 0) + 1):
                self._state[f"{size}{i}"] = "free"
        if not self._state:
            raise ValueError("a bank has at least one locker")

    def state(self, locker):
        with self._lock:
            if locker not in self._state:
                raise NotFound(f"no locker {locker}")
            return self._state[locker]

    def take(self, size):
        """Reserve the first free locker of `size`; None when there is none."""
        if size not in SIZES:
            raise ValueError(f"bad size {size!r}")
        with self._lock:
            for locker, state in self._state.items():
                if state == "free" and size_of(locker) == size:
                    self._state[locker] = "reserved"
                    return locker
            return None

    def _move(self, locker, frm, to):
        with self._lock:
            if self._state.get(locker) != frm:
                raise LockerError(f"locker {locker} is not {frm}")
            self._state[locker] = to

    def fill(self, locker):
        self._move(locker, "reserved", "full")

    def release(self, locker):
        self._move(locker, "reserved", "free")

    def empty(self, locker):
        self._move(locker, "full", "free")

    def free_count(self, size=None):
        with self._lock:
            return sum(1 for k, s in self._state.items()
                       if s == "free" and (size is None or size_of(k) == size))
