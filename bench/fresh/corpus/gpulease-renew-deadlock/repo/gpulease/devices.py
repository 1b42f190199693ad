"""The pool of devices: each is free or leased."""
from __future__ import annotations

import threading

from .errors import LeaseError, NoDevices


class DevicePool:
    def __init__(self, names):
        names = list(names)
        if not names:
            raise ValueError("a pool needs devices")
        if len(set(names)) != len(names):
            raise ValueError("device names must be unique")
        self._free = list(names)
        self._all = tuple(names)
        self._lock = threading.Lock()

    @classmethod
    def of_size(cls, n: int) -> "DevicePool":
        return cls(f"gpu{i}" for i in range(n))

    def take(self, n: int) -> list[str]:
        """n free devices (lowest names first), or NoDevices and nothing taken."""
        if n < 1:
            raise ValueError("take at least one device")
        with self._lock:
            if len(self._free) < n:
                raise NoDevices(f"{n} wanted, {len(self._free)} free")
            taken, self._free = self._free[:n], self._free[n:]
            return taken

    def give_back(self, devices) -> None:
        with self._lock:
            for d in devices:
                if d not in self._all:
                    raise LeaseError(f"unknown device {d!r}")
                if d in self._free:
                    raise LeaseError(f"device {d!r} is not leased")
            self._free.extend(devices)
            self._free.sort(key=self._all.index)

    def free_count(self) -> int:
        with self._lock:
            return len(self._free)

    def size(self) -> int:
        return len(self._all)
