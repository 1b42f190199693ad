"""Reservations of lockers, with a time-to-live read from a clock."""

import itertools
import threading
from dataclasses import dataclass

from .errors import Denied, Expired, NoLocker, NotFound
from .lockers import size_of
from .users import may_cancel, may_reserve


@dataclass
class Reservation:
    id: int
    locker: str
    courier: str
    expires_at: float


class ReservationBook:
    def __init__(self, bank, clock, waitlist, ttl=300, site="central"):
        self.bank, self.clock, self.waitlist, self.ttl, self.site = bank, clock, waitlist, ttl, site
        self._lock = threading.Lock()
        self._res = {}
        self._ids = itertools.count(1)

    def reserve(self, user, size, wait=0.0):
        if not may_reserve(user):
            raise Denied(f"{user.name} may not reserve lockers")
        locker = self.bank.take(size)
        if locker is None and wait > 0 and self.waitlist.wait_for(size, wait):
            locker = self.bank.take(size)
        if locker is None:
            raise NoLocker(f"no {size} locker is free")
        with self._lock:
            res = Reservation(next(self._ids), locker, user.name, self.clock.now() + self.ttl)
            self._res[res.id] = res
        return res

    def _active(self, res_id):
        """The live reservation `res_id` (the caller holds the lock)."""
        res = self._res.get(res_id)
        if res is None:
            raise NotFound(f"no reservation {res_id}")
        if res.expires_at <= self.clock.now():
            raise Expired(f"reservation {res_id} has expired")
        return res

    def get(self, res_id):
        with self._lock:
            return self._active(res_id)

    def active(self):
        with self._lock:
            now = self.clock.now()
            return sorted(r.id for r in self._res.values() if r.expires_at > now)

    def extend(self, res_id, seconds):
        if not 0 < seconds <= self.ttl:
            raise ValueError(f"extend by 1..{self.ttl} s")
        with self._lock:
            res = self._active(res_id)
            res.expires_at += seconds
            return res.expires_at

    def consume(self, user, res_id):
        """Hand the reserved locker to its courier for a deposit; the reservation ends."""
        with self._lock:
            res = self._active(res_id)
            if res.courier != user.name:
                raise Denied(f"reservation {res_id} is not {user.name}'s")
            del self._res[res_id]
            return res.locker

    def cancel(self, user, res_id):
        with self._lock:
            res = self._active(res_id)
            if not may_cancel(user, res, self.site):
                raise Denied(f"{user.name} may not cancel reservation {res_id}")
            del self._res[res_id]
        self.bank.release(res.locker)
        self.waitlist.released(size_of(res.locker))

    def expire_due(self):
        """End every reservation whose time is up; return their ids."""
        with self._lock:
            now = self.clock.now()
            due = [r for r in self._res.values() if r.expires_at <= now]
            for r in due:
                del self._res[r.id]
        for r in due:
            self.bank.release(r.locker)
            self.waitlist.released(size_of(r.locker))
        return sorted(r.id for r in due)
