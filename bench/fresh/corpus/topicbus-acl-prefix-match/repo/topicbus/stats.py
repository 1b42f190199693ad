"""Delivery statistics shared by one or more buses."""

from __future__ import annotations

import threading
import time
from typing import Callable


class DeliveryStats:
    """Delivered / failed counters per topic, and when each topic last saw a delivery.

    Safe to update from many publishing threads at once.
    """

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._delivered: dict[str, int] = {}
        self._failed: dict[str, int] = {}
        self._last: dict[str, float] = {}

    def record(self, topic: str) -> None:
        with self._lock:
            count = self._delivered.get(topic, 0)
            self._last[topic] = self._clock()
            self._delivered[topic] = count + 1

    def record_failure(self, topic: str) -> None:
        with self._lock:
            count = self._failed.get(topic, 0)
            self._last[topic] = self._clock()
            self._failed[topic] = count + 1

    def delivered(self, topic: str | None = None) -> int:
        with self._lock:
            if topic is None:
                return sum(self._delivered.values())
            return self._delivered.get(topic, 0)

    def failed(self, topic: str | None = None) -> int:
        with self._lock:
            if topic is None:
                return sum(self._failed.values())
            return self._failed.get(topic, 0)

    def last_seen(self, topic: str) -> float | None:
        with self._lock:
            return self._last.get(topic)

    def snapshot(self) -> dict[str, dict[str, int]]:
        """``{topic: {"delivered": n, "failed": m}}`` for every topic seen, sorted by topic."""
        with self._lock:
            topics = sorted(set(self._delivered) | set(self._failed))
            return {
                t: {"delivered": self._delivered.get(t, 0), "failed": self._failed.get(t, 0)}
                for t in topics
            }

    def reset(self) -> None:
        with self._lock:
            self._delivered.clear()
            self._failed.clear()
            self._last.clear()
