"""Seat holds with a time-to-live read from a clock."""

import itertools
import threading
from dataclasses import dataclass

from .errors import HoldExpired, SeatError
from .seats import SeatMap, by_section
from .waitlist import Waitlist

MAX_TTL = 900.0


@dataclass
class Hold:
    id: str
    owner: str
    seats: tuple[str, ...]
    expires_at: float


class HoldBook:
    """All holds of a venue. One lock guards the holds; a hold whose expiry time has come is
    expired (its seats freed and offered to the waitlist) by the next operation that sees it."""

    def __init__(self, seats: SeatMap, clock, waitlist: Waitlist, ttl: float = 300.0):
        if not 0 < ttl <= MAX_TTL:
            raise ValueError(f"ttl must be in (0, {MAX_TTL}]")
        self._seats, self._clock, self._waitlist, self._ttl = seats, clock, waitlist, ttl
        self._holds: dict[str, Hold] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()

    def _free(self, seats) -> None:
        self._seats.free(seats)
        for section, n in by_section(seats).items():
            self._waitlist.release_seats(section, n)

    def _expire_locked(self) -> list[Hold]:
        now = self._clock.now()
        gone = [h for h in self._holds.values() if h.expires_at <= now]
        for h in gone:
            del self._holds[h.id]
            self._free(h.seats)
        return gone

    def _get_locked(self, hold_id: str) -> Hold:
        self._expire_locked()
        hold = self._holds.get(hold_id)
        if hold is None:
            raise HoldExpired(f"hold {hold_id} has expired or does not exist")
        return hold

    def hold(self, owner: str, seat_ids, ttl: float | None = None) -> Hold:
        ttl = self._ttl if ttl is None else ttl
        if not 0 < ttl <= MAX_TTL:
            raise ValueError(f"ttl must be in (0, {MAX_TTL}]")
        with self._lock:
            self._expire_locked()
            seats = tuple(self._seats.take(seat_ids))
            hold = Hold(f"H{next(self._ids)}", owner, seats, self._clock.now() + ttl)
            self._holds[hold.id] = hold
            return hold

    def get(self, hold_id: str) -> Hold:
        with self._lock:
            return self._get_locked(hold_id)

    def extend(self, hold_id: str, seconds: float) -> Hold:
        """Push the hold's expiry `seconds` further, at most MAX_TTL from now."""
        if seconds <= 0:
            raise ValueError("extend by a positive number of seconds")
        with self._lock:
            hold = self.get(hold_id)
            hold.expires_at = min(hold.expires_at + seconds, self._clock.now() + MAX_TTL)
            return hold

    def drop_seats(self, hold_id: str, seat_ids) -> Hold:
        """Give some seats of a hold back (they are freed); the rest stay held."""
        with self._lock:
            hold = self.get(hold_id)
            drop = set(seat_ids)
            if not drop or not drop < set(hold.seats):
                raise SeatError("drop some, but not all, seats of the hold")
            self._free(sorted(drop))
            hold.seats = tuple(s for s in hold.seats if s not in drop)
            return hold

    def release(self, hold_id: str) -> Hold:
        with self._lock:
            hold = self._get_locked(hold_id)
            del self._holds[hold_id]
            self._free(hold.seats)
            return hold

    def claim(self, hold_id: str) -> Hold:
        """Remove a live hold without freeing its seats (they are about to be sold)."""
        with self._lock:
            hold = self._get_locked(hold_id)
            del self._holds[hold_id]
            return hold

    def expire_due(self) -> list[Hold]:
        with self._lock:
            return self._expire_locked()

    def active(self) -> list[Hold]:
        with self._lock:
            self._expire_locked()
            return sorted(self._holds.values(), key=lambda h: int(h.id[1:]))
