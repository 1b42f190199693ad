"""Leases: which devices a user holds, for which team, until when."""
from __future__ import annotations

import threading
from dataclasses import dataclass

from .errors import LeaseExpired, QuotaExceeded, UnknownLease
from .users import User


@dataclass
class Lease:
    id: int
    user: str
    team: str
    devices: tuple[str, ...]
    started: float
    expires_at: float


class LeaseBook:
    """Active leases. Every method may be called from many threads at once."""

    def __init__(self, pool, clock, signal=None, meter=None, quotas=None, ttl: float = 300, max_ttl: float = 3600):
        if not 0 < ttl <= max_ttl:
            raise ValueError("ttl must be positive and at most max_ttl")
        self._pool, self._clock, self._signal, self._meter = pool, clock, signal, meter
        self._quotas = dict(quotas or {})
        self._ttl, self._max_ttl = ttl, max_ttl
        self._leases: dict[int, Lease] = {}
        self._next_id = 1
        self._lock = threading.RLock()

    def _ttl_of(self, ttl) -> float:
        ttl = self._ttl if ttl is None else ttl
        if not 0 < ttl <= self._max_ttl:
            raise ValueError(f"ttl {ttl} is not in (0, {self._max_ttl}]")
        return ttl

    def _team_use(self, team: str) -> int:
        return sum(len(l.devices) for l in self._leases.values() if l.team == team)

    def _check_quota(self, team: str, n: int) -> None:
        quota = self._quotas.get(team)
        if quota is not None and self._team_use(team) + n > quota:
            raise QuotaExceeded(f"team {team} would hold {self._team_use(team) + n} of {quota} devices")

    def acquire(self, user: User, n: int, ttl=None) -> Lease:
        ttl = self._ttl_of(ttl)
        with self._lock:
            self._check_quota(user.team, n)
            now = self._clock.now()
            devices = self._pool.take(n)
            lease = Lease(self._next_id, user.name, user.team, tuple(devices), now, now + ttl)
            self._next_id += 1
            self._leases[lease.id] = lease
            return lease

    def _find(self, lease_id: int) -> Lease:
        try:
            return self._leases[lease_id]
        except KeyError:
            raise UnknownLease(f"no active lease {lease_id}") from None

    def get(self, lease_id: int) -> Lease:
        with self._lock:
            return self._find(lease_id)

    def active(self) -> list[Lease]:
        with self._lock:
            return sorted(self._leases.values(), key=lambda l: l.id)

    def team_use(self, team: str) -> int:
        with self._lock:
            return self._team_use(team)

    def transfer(self, lease_id: int, to: User) -> Lease:
        """Hand a lease to another user; the old team is billed for the time so far."""
        with self._lock:
            lease = self._find(lease_id)
            if to.team != lease.team:
                self._check_quota(to.team, len(lease.devices))
            now = self._clock.now()
            if self._meter is not None:
                self._meter.record(lease.team, len(lease.devices), now - lease.started)
            lease.user, lease.team, lease.started = to.name, to.team, now
            return lease

    def release(self, lease_id: int) -> Lease:
        with self._lock:
            lease = self._leases.pop(lease_id, None)
            if lease is None:
                raise UnknownLease(f"no active lease {lease_id}")
            now = self._clock.now()
            self._pool.give_back(lease.devices)
            if self._meter is not None:
                self._meter.record(lease.team, len(lease.devices), min(now, lease.expires_at) - lease.started)
        if self._signal is not None:
            self._signal.freed()
        return lease

    def renew(self, lease_id: int, ttl=None) -> Lease:
        """Push the expiry to now + ttl; an expired lease is released and LeaseExpired raised."""
        ttl = self._ttl_of(ttl)
        with self._lock:
            lease = self._find(lease_id)
            now = self._clock.now()
            if lease.expires_at <= now:
                self.release(lease_id)
                raise LeaseExpired(f"lease {lease_id} expired at {lease.expires_at}")
            lease.expires_at = now + ttl
            return lease

    def expire_due(self) -> list[Lease]:
        """Release every lease whose time is up; the released leases."""
        with self._lock:
            now = self._clock.now()
            due = [l.id for l in sorted(self._leases.values(), key=lambda l: l.id) if l.expires_at <= now]
            return [self.release(i) for i in due]
