"""The hub: one pool, one book, one meter, with permissions checked."""
from __future__ import annotations

import time

from .errors import NoDevices, PermissionDenied
from .leases import Lease, LeaseBook
from .meter import UsageMeter
from .signal import FreeSignal
from .users import User, may_release, may_revoke, may_revoke_team


class LeaseHub:
    def __init__(self, pool, clock, quotas=None, ttl: float = 300):
        self.pool, self.clock = pool, clock
        self.signal = FreeSignal()
        self.meter = UsageMeter()
        self.book = LeaseBook(pool, clock, self.signal, self.meter, quotas, ttl)

    def _deny(self, actor: User, what: str, lease_id) -> None:
        raise PermissionDenied(f"{actor.name} ({actor.role}, {actor.team}) may not {what} {lease_id}")

    def acquire(self, user: User, n: int = 1, ttl=None) -> Lease:
        return self.book.acquire(user, n, ttl)

    def acquire_wait(self, user: User, n: int = 1, timeout: float = 1.0, ttl=None) -> Lease:
        """Like acquire, but wait up to timeout seconds for enough devices to come free."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                return self.book.acquire(user, n, ttl)
            except NoDevices:
                left = deadline - time.monotonic()
                if left <= 0 or not self.signal.wait(lambda: self.pool.free_count() >= n, left):
                    raise NoDevices(f"{user.name}: no {n} free devices within {timeout}s") from None

    def release(self, actor: User, lease_id: int) -> Lease:
        if not may_release(actor, self.book.get(lease_id)):
            self._deny(actor, "release", lease_id)
        return self.book.release(lease_id)

    def revoke(self, actor: User, lease_id: int) -> Lease:
        if not may_revoke(actor, self.book.get(lease_id)):
            self._deny(actor, "revoke", lease_id)
        return self.book.release(lease_id)

    def revoke_team(self, actor: User, team: str) -> list[Lease]:
        if not may_revoke_team(actor, team):
            self._deny(actor, "revoke the leases of", team)
        return [self.book.release(l.id) for l in self.book.active() if l.team == team]

    def renew(self, actor: User, lease_id: int, ttl=None) -> Lease:
        if actor.name != self.book.get(lease_id).user:
            self._deny(actor, "renew", lease_id)
        return self.book.renew(lease_id, ttl)

    def transfer(self, actor: User, lease_id: int, to: User) -> Lease:
        lease = self.book.get(lease_id)
        if actor.name != lease.user and not may_revoke(actor, lease):
            self._deny(actor, "transfer", lease_id)
        return self.book.transfer(lease_id, to)

    def tick(self) -> list[Lease]:
        return self.book.expire_due()

    def usage(self) -> dict:
        return self.meter.snapshot()

    def shutdown(self) -> None:
        self.signal.close()
