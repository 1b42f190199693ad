"""Pumps of a forecourt: a driver claims a free pump, uses it, and hands it back."""

import threading

from .errors import DepotError


class PumpBank:
    def __init__(self, numbers):
        numbers = list(numbers)
        if not numbers or len(set(numbers)) != len(numbers):
            raise DepotError("a pump bank needs distinct pump numbers")
        self._lock = threading.Lock()
        self._freed = threading.Condition(self._lock)
        self._busy: dict[int, str] = {}
        self._out_of_order: set[int] = set()
        self.numbers = tuple(sorted(numbers))

    def _free(self) -> list[int]:
        return [n for n in self.numbers if n not in self._busy and n not in self._out_of_order]

    def claim(self, driver: str, timeout: float = 0.0) -> int:
        """The lowest free pump for `driver`; waits up to `timeout` seconds for one."""
        with self._lock:
            if not self._freed.wait_for(lambda: self._free(), timeout):
                raise DepotError("no free pump")
            number = self._free()[0]
            self._busy[number] = driver
            return number

    def release(self, number: int, driver: str) -> None:
        with self._lock:
            if self._busy.get(number) != driver:
                raise DepotError(f"pump {number} is not in use by {driver}")
            del self._busy[number]
            self._freed.notify_all()

    def set_out_of_order(self, number: int, broken: bool = True) -> None:
        with self._lock:
            if number not in self.numbers:
                raise DepotError(f"no pump {number}")
            if broken:
                self._out_of_order.add(number)
            else:
                self._out_of_order.discard(number)
                self._freed.notify_all()

    def in_use(self) -> dict[int, str]:
        with self._lock:
            return dict(self._busy)
