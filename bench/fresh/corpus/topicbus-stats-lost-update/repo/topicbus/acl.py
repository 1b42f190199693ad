"""Topic access control."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from .bus import EventBus, Handler, Subscription
from .errors import AccessDenied
from .topics import literal_prefix, validate_pattern, validate_topic

ACTIONS = ("publish", "subscribe")


def _covers(grant: str, topic: str) -> bool:
    """A grant covers the topic itself and every topic below it; ``*`` covers everything."""
    return grant == "*" or topic == grant or topic.startswith(grant + ".")


class Acl:
    def __init__(self) -> None:
        self._grants: dict[tuple[str, str], set[str]] = defaultdict(set)

    def allow(self, principal: str, action: str, grant: str) -> None:
        if action not in ACTIONS:
            raise ValueError(f"unknown action {action!r}")
        if grant != "*":
            validate_topic(grant)
        self._grants[(principal, action)].add(grant)

    def grants(self, principal: str, action: str) -> list[str]:
        return sorted(self._grants.get((principal, action), ()))

    def can_publish(self, principal: str, topic: str) -> bool:
        validate_topic(topic)
        return any(_covers(g, topic) for g in self._grants.get((principal, "publish"), ()))

    def can_subscribe(self, principal: str, pattern: str) -> bool:
        """The pattern's literal prefix must be covered by a grant (a leading wildcard needs ``*``)."""
        validate_pattern(pattern)
        prefix = literal_prefix(pattern)
        for grant in self._grants.get((principal, "subscribe"), ()):
            if grant == "*":
                return True
            if prefix and (prefix == grant or prefix.startswith(grant + ".")):
                return True
        return False


class SecureBus:
    """An EventBus front that checks the ACL for every publish and subscribe."""

    def __init__(self, bus: EventBus, acl: Acl) -> None:
        self.bus = bus
        self.acl = acl

    def publish(self, principal: str, topic: str, payload: Any = None) -> int:
        if not self.acl.can_publish(principal, topic):
            raise AccessDenied(f"{principal} may not publish to {topic}")
        return self.bus.publish(topic, payload)

    def subscribe(self, principal: str, pattern: str, handler: Handler, **options: Any) -> Subscription:
        if not self.acl.can_subscribe(principal, pattern):
            raise AccessDenied(f"{principal} may not subscribe to {pattern}")
        return self.bus.subscribe(pattern, handler, **options)
