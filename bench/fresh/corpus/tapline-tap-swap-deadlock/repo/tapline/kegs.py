"""Kegs. Many tills pour from one keg at once, so every change of `remaining` holds the lock."""

import threading

from .errors import EmptyKeg, ValidationError


class Keg:
    def __init__(self, keg_id: str, beer: str, size_ml: int, clock):
        if not keg_id or not beer:
            raise ValidationError("a keg needs an id and a beer")
        if size_ml <= 0:
            raise ValidationError("a keg holds something")
        self.keg_id = keg_id
        self.beer = beer
        self.size_ml = size_ml
        self.remaining = size_ml
        self.last_draw: float | None = None
        self.spilled = 0
        self._clock = clock
        self._lock = threading.Lock()

    def draw(self, ml: int) -> int:
        """Take `ml` from the keg; returns what is left. A keg never gives more than it holds."""
        if ml <= 0:
            raise ValidationError("draw a positive amount")
        with self._lock:
            left = self.remaining
            if left < ml:
                raise EmptyKeg(f"{self.keg_id} has {left} ml, {ml} asked")
            self.last_draw = self._clock.now()
            self.remaining = left - ml
            return self.remaining

    def spill(self, ml: int) -> int:
        """Record beer lost (foam, line cleaning); the keg cannot go below empty."""
        if ml <= 0:
            raise ValidationError("spill a positive amount")
        with self._lock:
            left = self.remaining
            lost = min(left, ml)
            self.last_draw = self._clock.now()
            self.remaining = left - lost
            self.spilled += lost
            return self.remaining

    def level(self) -> float:
        with self._lock:
            return self.remaining / self.size_ml
