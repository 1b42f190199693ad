"""Token bucket limiter."""

from __future__ import annotations

import math
import threading

from .clock import SystemClock
from .rates import Rate, parse_rate


def refill(tokens: float, capacity: float, rate: float, elapsed: float) -> float:
    """Token count after *elapsed* seconds of refilling at *rate* tokens/second.

    The result never exceeds *capacity*.  A non-positive *elapsed* (the clock
    stepped backwards) leaves the token count unchanged.
    """
    if elapsed <= 0:
        return tokens
    return tokens + elapsed * rate


def time_until(tokens: float, needed: float, rate: float) -> float:
    """Seconds until *needed* tokens are available (``inf`` if never)."""
    if needed <= tokens:
        return 0.0
    if rate <= 0:
        return math.inf
    return (needed - tokens) / rate


class TokenBucket:
    """Allows bursts of up to *capacity* and a sustained *refill_rate* per second."""

    def __init__(self, capacity: float, refill_rate: float, clock=None) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        if refill_rate < 0:
            raise ValueError("refill_rate must not be negative")
        self.capacity = float(capacity)
        self.refill_rate = float(refill_rate)
        self._clock = clock or SystemClock()
        self._tokens = self.capacity
        self._updated = self._clock.now()
        self._lock = threading.Lock()

    @classmethod
    def from_rate(cls, rate: Rate | str, clock=None, burst: float | None = None) -> "TokenBucket":
        """Build a bucket from a :class:`Rate` or rate string like ``"10/s"``."""
        if isinstance(rate, str):
            rate = parse_rate(rate)
        return cls(burst or rate.limit, rate.per_second, clock=clock)

    def _refill_locked(self) -> None:
        now = self._clock.now()
        self._tokens = refill(self._tokens, self.capacity, self.refill_rate, now - self._updated)
        self._updated = now

    def try_acquire(self, n: float = 1) -> bool:
        """Take *n* tokens if available; never blocks."""
        if n <= 0:
            raise ValueError("n must be positive")
        if n > self.capacity:
            return False
        with self._lock:
            self._refill_locked()
            if self._tokens >= n:
                self._tokens -= n
                return True
            return False

    def available(self) -> float:
        """Tokens currently available."""
        with self._lock:
            self._refill_locked()
            return self._tokens

    def wait_time(self, n: float = 1) -> float:
        """Seconds until *n* tokens could be acquired."""
        with self._lock:
            self._refill_locked()
            return time_until(self._tokens, n, self.refill_rate)
