"""topicbus - an in-process publish/subscribe bus."""

from .acl import Acl, SecureBus
from .bus import DeadLetter, EventBus, Subscription
from .errors import AccessDenied, BusError, PriorityError, TopicError
from .stats import DeliveryStats
from .topics import matches, validate_pattern, validate_topic

__all__ = [
    "AccessDenied",
    "Acl",
    "BusError",
    "DeadLetter",
    "DeliveryStats",
    "EventBus",
    "PriorityError",
    "SecureBus",
    "Subscription",
    "TopicError",
    "matches",
    "validate_pattern",
    "validate_topic",
]
