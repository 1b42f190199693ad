"""Proofing timers: how many minutes each batch still has to rise."""

import threading

from .errors import BakeryError, NotFound


class ProofTimers:
    def __init__(self, clock):
        self._clock = clock
        self._lock = threading.Lock()
        self._ends: dict[int, float] = {}

    def start(self, batch_id: int, minutes: float) -> None:
        if minutes <= 0:
            raise BakeryError("proofing takes a positive number of minutes")
        with self._lock:
            if batch_id in self._ends:
                raise BakeryError(f"batch {batch_id} is already proofing")
            self._ends[batch_id] = self._clock.now() + minutes

    def remaining(self, batch_id: int) -> float:
        with self._lock:
            return self._remaining(batch_id)

    def _remaining(self, batch_id: int) -> float:
        if batch_id not in self._ends:
            raise NotFound(f"no timer for batch {batch_id}")
        return max(0.0, self._ends[batch_id] - self._clock.now())

    def extend(self, batch_id: int, minutes: float) -> float:
        """Give a batch more time: the new end is `minutes` after the old one, or after now if
        the timer already ran out. Returns the minutes now remaining."""
        if minutes <= 0:
            raise BakeryError("extend by a positive number of minutes")
        with self._lock:
            left = self._remaining(batch_id)
            self._ends[batch_id] = self._clock.now() + left + minutes
            return left + minutes

    def due(self) -> list[int]:
        """Ids of the batches whose proofing time is over, in id order."""
        with self._lock:
            return sorted(b for b in self._ends if self._remaining(b) == 0.0)

    def stop(self, batch_id: int) -> None:
        with self._lock:
            if self._ends.pop(batch_id, None) is None:
                raise NotFound(f"no timer for batch {batch_id}")
