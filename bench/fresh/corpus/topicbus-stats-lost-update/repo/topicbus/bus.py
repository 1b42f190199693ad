"""The event bus."""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from .errors import PriorityError
from .stats import DeliveryStats
from .topics import matches, validate_pattern, validate_topic

Handler = Callable[[str, Any], None]

MIN_PRIORITY = -10
MAX_PRIORITY = 10


@dataclass(eq=False)
class Subscription:
    pattern: str
    handler: Handler
    priority: int
    seq: int
    once: bool = False
    active: bool = field(default=True)


@dataclass(frozen=True)
class DeadLetter:
    topic: str
    payload: Any
    pattern: str
    error: BaseException


def _check_priority(priority: object) -> int:
    if not isinstance(priority, int) or isinstance(priority, bool):
        raise PriorityError(f"priority must be an integer, got {priority!r}")
    if not MIN_PRIORITY <= priority <= MAX_PRIORITY:
        raise PriorityError(f"priority {priority} is outside {MIN_PRIORITY}..{MAX_PRIORITY}")
    return priority


class EventBus:
    def __init__(self, stats: DeliveryStats | None = None, max_dead_letters: int = 100) -> None:
        self.stats = stats if stats is not None else DeliveryStats()
        self.max_dead_letters = max_dead_letters
        self.dead_letters: list[DeadLetter] = []
        self._lock = threading.Lock()
        self._subs: list[Subscription] = []
        self._seq = itertools.count()

    # -- subscriptions --------------------------------------------------------
    def subscribe(
        self, pattern: str, handler: Handler, priority: int = 0, once: bool = False
    ) -> Subscription:
        validate_pattern(pattern)
        _check_priority(priority)
        if not callable(handler):
            raise TypeError("handler must be callable")
        with self._lock:
            sub = Subscription(pattern, handler, priority, next(self._seq), once)
            self._subs.append(sub)
            return sub

    def unsubscribe(self, sub: Subscription) -> bool:
        """Remove ``sub``; False if it was not subscribed (any more)."""
        with self._lock:
            if sub in self._subs:
                self._subs.remove(sub)
                sub.active = False
                return True
            return False

    def set_priority(self, sub: Subscription, priority: int) -> None:
        if not isinstance(priority, int) or isinstance(priority, bool):
            raise PriorityError(f"priority must be an integer, got {priority!r}")
        if priority < MIN_PRIORITY or priority > MAX_PRIORITY:
            raise PriorityError(f"priority {priority} is outside {MIN_PRIORITY}..{MAX_PRIORITY}")
        with self._lock:
            sub.priority = priority

    def subscribers(self, topic: str) -> list[Subscription]:
        """Active subscriptions matching ``topic``, in delivery order."""
        with self._lock:
            return self._matching(topic)

    def _matching(self, topic: str) -> list[Subscription]:
        subs = [s for s in self._subs if matches(s.pattern, topic)]
        return sorted(subs, key=lambda s: (-s.priority, s.seq))

    # -- delivery -------------------------------------------------------------
    def _deliver(self, sub: Subscription, topic: str, payload: Any) -> bool:
        try:
            sub.handler(topic, payload)
        except Exception as exc:  # a failing handler never stops the others
            self.stats.record_failure(topic)
            self.dead_letters.append(DeadLetter(topic, payload, sub.pattern, exc))
            del self.dead_letters[: -self.max_dead_letters]
            return False
        self.stats.record(topic)
        return True

    def _claim(self, sub: Subscription) -> bool:
        """A once-subscription is delivered at most once: claim it before running it."""
        if not sub.once:
            return sub.active
        return self.unsubscribe(sub)

    def publish(self, topic: str, payload: Any = None) -> int:
        """Deliver to every matching subscription; returns how many handlers succeeded."""
        validate_topic(topic)
        with self._lock:
            targets = self._matching(topic)
        delivered = 0
        for sub in targets:
            if self._claim(sub) and self._deliver(sub, topic, payload):
                delivered += 1
        return delivered

    def publish_many(self, events: Iterable[tuple[str, Any]]) -> int:
        """Publish ``(topic, payload)`` pairs in order; returns the total handlers that succeeded."""
        events = [(validate_topic(t), p) for t, p in events]
        delivered = 0
        for topic, payload in events:
            with self._lock:
                targets = self._matching(topic)
            for sub in targets:
                if self._claim(sub) and self._deliver(sub, topic, payload):
                    delivered += 1
        return delivered
