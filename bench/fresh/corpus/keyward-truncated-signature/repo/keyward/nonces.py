"""Replay protection: remember each request nonce for a while and refuse to see it twice.

A nonce is remembered for *ttl* seconds, which should be at least twice the allowed clock skew:
a request older than that is refused by the timestamp check anyway.
"""

from __future__ import annotations

import threading
import time


class NonceCache:
    """Thread-safe set of recently seen nonces with expiry."""

    def __init__(self, ttl: float = 600.0, max_entries: int = 100_000, clock=time.time):
        if ttl <= 0:
            raise ValueError("ttl must be positive")
        self._ttl = ttl
        self._max = max_entries
        self._clock = clock
        self._entries: dict[str, float] = {}
        self._lock = threading.Lock()

    def check_and_store(self, nonce: str) -> bool:
        """True the first time *nonce* is seen within the TTL; False for a replay."""
        with self._lock:
            now = self._clock()
            expiry = self._entries.get(nonce)
            if expiry is not None and expiry > now:
                return False
            self._entries[nonce] = now + self._ttl
            if len(self._entries) > self._max:
                self._purge(now)
            return True

    def _purge(self, now: float) -> int:
        expired = [n for n, exp in self._entries.items() if exp <= now]
        for n in expired:
            del self._entries[n]
        return len(expired)

    def purge(self) -> int:
        """Forget expired nonces; returns how many were dropped."""
        with self._lock:
            return self._purge(self._clock())

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)

    def __contains__(self, nonce: str) -> bool:
        with self._lock:
            expiry = self._entries.get(nonce)
            return expiry is not None and expiry > self._clock()
