"""Space holds: metres of a lane kept for a booked vehicle for a time-to-live.

A hold is active from its creation until its expiry instant; at `expires_at` itself it has
expired. Thread-safe.
"""
import itertools
import threading
from dataclasses import dataclass

from .errors import HoldError, InvalidInput

MAX_TTL = 3600


@dataclass(frozen=True)
class Hold:
    id: int
    lane: str
    metres: int
    expires_at: float


class HoldBook:
    def __init__(self, clock, ttl: float = 600):
        if not 0 < ttl <= MAX_TTL:
            raise InvalidInput(f"ttl must be in (0, {MAX_TTL}]")
        self._clock = clock
        self.ttl = ttl
        self._lock = threading.Lock()
        self._holds: dict[int, Hold] = {}
        self._ids = itertools.count(1)

    def hold(self, lane: str, metres: int, ttl: float | None = None) -> Hold:
        ttl = self.ttl if ttl is None else ttl
        if not 0 < ttl <= MAX_TTL:
            raise InvalidInput(f"ttl must be in (0, {MAX_TTL}]")
        if metres <= 0:
            raise InvalidInput("a hold needs a positive length")
        now = self._clock.now()
        with self._lock:
            h = Hold(next(self._ids), lane, metres, now + ttl)
            self._holds[h.id] = h
            return h

    def is_active(self, hold_id: int) -> bool:
        now = self._clock.now()
        with self._lock:
            h = self._holds.get(hold_id)
            return h is not None and now < h.expires_at

    def held(self, lane: str) -> int:
        """Metres of `lane` kept by active holds."""
        now = self._clock.now()
        with self._lock:
            return sum(h.metres for h in self._holds.values() if h.lane == lane and now < h.expires_at)

    def expire_due(self) -> list[int]:
        """Drop the holds that have expired; returns their ids in order."""
        now = self._clock.now()
        with self._lock:
            due = sorted(i for i, h in self._holds.items() if h.expires_at <= now)
            for i in due:
                del self._holds[i]
            return due

    def claim(self, hold_id: int) -> Hold:
        """Use an active hold (once)."""
        now = self._clock.now()
        with self._lock:
            h = self._holds.get(hold_id)
            if h is None:
                raise HoldError(f"no hold {hold_id}")
            if now >= h.expires_at:
                raise HoldError(f"hold {hold_id} has expired")
            del self._holds[hold_id]
            return h

    def release(self, hold_id: int) -> None:
        with self._lock:
            if self._holds.pop(hold_id, None) is None:
                raise HoldError(f"no hold {hold_id}")
