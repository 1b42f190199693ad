"""Printer leases: a printer is leased to one worker at a time, for a time-to-live.

A lease that is not renewed before it expires is dropped the next time the pool looks at its
leases, so a crashed worker does not keep its printer forever.
"""

import itertools
import threading
from dataclasses import dataclass

from .errors import LeaseError

DEFAULT_TTL = 30.0
MAX_TTL = 600.0


@dataclass
class Lease:
    id: int
    printer: str
    worker: str
    expires: float


class PrinterPool:
    def __init__(self, printers, clock):
        printers = list(printers)
        if not printers or len(set(printers)) != len(printers):
            raise ValueError("a pool needs distinct printer names")
        self.printers = tuple(printers)
        self._clock = clock
        self._lock = threading.RLock()
        self._leases: dict[int, Lease] = {}
        self._ids = itertools.count(1)

    @staticmethod
    def _check_ttl(ttl: float) -> float:
        if not 0 < ttl <= MAX_TTL:
            raise ValueError(f"ttl must be in (0, {MAX_TTL:g}]")
        return float(ttl)

    def _drop_expired_locked(self) -> None:
        """Forget expired leases; the caller holds the lock."""
        now = self._clock.now()
        for lease_id in [i for i, l in self._leases.items() if l.expires <= now]:
            del self._leases[lease_id]

    def _get(self, lease_id: int) -> Lease:
        with self._lock:
            self._drop_expired_locked()
            lease = self._leases.get(lease_id)
            if lease is None:
                raise LeaseError(f"lease {lease_id} is unknown or expired")
            return lease

    def acquire(self, worker: str, printer: str | None = None, ttl: float = DEFAULT_TTL) -> Lease:
        ttl = self._check_ttl(ttl)
        with self._lock:
            self._drop_expired_locked()
            busy = {l.printer for l in self._leases.values()}
            if printer is not None:
                if printer not in self.printers:
                    raise LeaseError(f"unknown printer {printer!r}")
                if printer in busy:
                    raise LeaseError(f"printer {printer!r} is leased")
                choice = printer
            else:
                free = [p for p in self.printers if p not in busy]
                if not free:
                    raise LeaseError("every printer is leased")
                choice = free[0]
            lease = Lease(next(self._ids), choice, worker, self._clock.now() + ttl)
            self._leases[lease.id] = lease
            return lease

    def renew(self, lease_id: int, ttl: float = DEFAULT_TTL) -> Lease:
        ttl = self._check_ttl(ttl)
        with self._lock:
            lease = self._get(lease_id)
            lease.expires = self._clock.now() + ttl
            return lease

    def release(self, lease_id: int) -> None:
        with self._lock:
            if self._leases.pop(lease_id, None) is None:
                raise LeaseError(f"lease {lease_id} is unknown")

    def holder(self, printer: str) -> str | None:
        """The worker holding `printer` now, or None."""
        with self._lock:
            for lease in self.active():
                if lease.printer == printer:
                    return lease.worker
            return None

    def active(self) -> list[Lease]:
        with self._lock:
            self._drop_expired_locked()
            return sorted(self._leases.values(), key=lambda l: l.id)
