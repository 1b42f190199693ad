"""Exceptions raised by topicbus."""


class BusError(Exception):
    """Base class of every topicbus error."""


class TopicError(BusError, ValueError):
    """A malformed topic or subscription pattern."""


class PriorityError(BusError, ValueError):
    """A subscription priority outside the allowed range."""


class AccessDenied(BusError, PermissionError):
    """The ACL does not allow this principal to publish or subscribe here."""
