"""The locker bank facade: reserve, deposit, pick up, return."""

import itertools
import threading
from dataclasses import dataclass

from .errors import Denied, LockerError, NotFound
from .lockers import size_of
from .reservations import ReservationBook
from .usage import UsageStats
from .users import may_override
from .waitlist import Waitlist


@dataclass
class Parcel:
    id: int
    locker: str
    recipient: str
    courier: str
    code: str
    deposited_at: float
    status: str = "in-locker"


class LockerService:
    def __init__(self, bank, clock, site="central", hold_ttl=300):
        self.bank, self.clock, self.site = bank, clock, site
        self.waitlist = Waitlist()
        self.reservations = ReservationBook(bank, clock, self.waitlist, hold_ttl, site)
        self.stats = UsageStats(clock)
        self._lock = threading.Lock()
        self._parcels = {}
        self._ids = itertools.count(1)
        self.log = []

    def reserve(self, user, size, wait=0.0):
        return self.reservations.reserve(user, size, wait)

    def deposit(self, user, res_id, recipient):
        locker = self.reservations.consume(user, res_id)
        self.bank.fill(locker)
        with self._lock:
            pid = next(self._ids)
            code = f"{(pid * 7919 + 1234) % 1000000:06d}"
            parcel = Parcel(pid, locker, recipient, user.name, code, self.clock.now())
            self._parcels[pid] = parcel
        self.stats.record_deposit(size_of(locker))
        return parcel

    def parcel(self, parcel_id):
        with self._lock:
            if parcel_id not in self._parcels:
                raise NotFound(f"no parcel {parcel_id}")
            return self._parcels[parcel_id]

    def _take_out(self, parcel, status):
        with self._lock:
            if parcel.status != "in-locker":
                raise LockerError(f"parcel {parcel.id} is {parcel.status}")
            parcel.status = status
        self.bank.empty(parcel.locker)
        self.waitlist.released(size_of(parcel.locker))

    def pickup(self, user, parcel_id, code=None):
        parcel = self.parcel(parcel_id)
        if user.name == parcel.recipient and code == parcel.code:
            how = "code"
        elif may_override(user, self.site):
            how = "override"
        else:
            raise Denied(f"{user.name} may not open locker {parcel.locker}")
        self._take_out(parcel, "collected")
        self.stats.record_pickup(size_of(parcel.locker), self.clock.now() - parcel.deposited_at)
        self.log.append((how, parcel.id, user.name))
        return parcel

    def return_to_sender(self, user, parcel_id):
        parcel = self.parcel(parcel_id)
        if not may_override(user, self.site):
            raise Denied(f"{user.name} may not return parcel {parcel_id}")
        self._take_out(parcel, "returned")
        self.log.append(("return", parcel.id, user.name))
        return parcel

    def parcels_for(self, recipient):
        with self._lock:
            return [p.id for p in self._parcels.values()
                    if p.recipient == recipient and p.status == "in-locker"]

    def waiting_parcels(self, older_than):
        """Parcels still in a locker after `older_than` seconds, oldest first."""
        now = self.clock.now()
        with self._lock:
            found = [p for p in self._parcels.values()
                     if p.status == "in-locker" and now - p.deposited_at >= older_than]
        return [p.id for p in sorted(found, key=lambda p: (p.deposited_at, p.id))]

    def summary(self):
        """Free lockers per size, parcels in lockers and open reservations."""
        with self._lock:
            in_lockers = sum(1 for p in self._parcels.values() if p.status == "in-locker")
        return {
            "free": {size: self.bank.free_count(size) for size in ("S", "M", "L")},
            "parcels": in_lockers,
            "reservations": len(self.reservations.active()),
        }
