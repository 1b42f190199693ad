"""Ovens with a fixed number of slots, loaded and unloaded by many bakers at once."""

import threading

from .errors import BakeryError, NotFound, OvenFull


class Oven:
    def __init__(self, name: str, slots: int, clock):
        if slots <= 0:
            raise BakeryError("an oven needs at least one slot")
        self.name = name
        self.slots = slots
        self._clock = clock
        self._lock = threading.Lock()
        self._loaded: dict[int, float] = {}

    def load(self, batch_id: int) -> float:
        """Put a batch in; returns the time it went in. OvenFull when every slot is taken."""
        with self._lock:
            if batch_id in self._loaded:
                raise BakeryError(f"batch {batch_id} is already in {self.name}")
            if len(self._loaded) >= self.slots:
                raise OvenFull(f"{self.name} is full")
        started = self._clock.now()
        with self._lock:
            self._loaded[batch_id] = started
        return started

    def load_many(self, batch_ids: list[int]) -> float:
        """Put several batches in together: all of them or none (OvenFull)."""
        with self._lock:
            if len(set(batch_ids)) != len(batch_ids) or any(b in self._loaded for b in batch_ids):
                raise BakeryError(f"a batch is already in {self.name}")
            if len(self._loaded) + len(batch_ids) > self.slots:
                raise OvenFull(f"{self.name} has no room for {len(batch_ids)} batches")
        started = self._clock.now()
        with self._lock:
            for b in batch_ids:
                self._loaded[b] = started
        return started

    def unload(self, batch_id: int) -> float:
        """Take a batch out; returns the minutes it baked."""
        with self._lock:
            try:
                started = self._loaded.pop(batch_id)
            except KeyError:
                raise NotFound(f"batch {batch_id} is not in {self.name}") from None
            return self._clock.now() - started

    def loaded(self) -> list[int]:
        with self._lock:
            return sorted(self._loaded)

    def free_slots(self) -> int:
        with self._lock:
            return self.slots - len(self._loaded)
