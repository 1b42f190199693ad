"""Exceptions of helpdesk; all derive from HelpdeskError."""


class HelpdeskError(Exception):
    """Base class of every helpdesk error."""


class NotFound(HelpdeskError, KeyError):
    """No ticket with that id."""


class PermissionDenied(HelpdeskError):
    """The agent's role or teams do not allow the action on that ticket."""


class InvalidLink(HelpdeskError):
    """A customer link that is malformed, forged or expired."""


class ClaimTimeout(HelpdeskError, TimeoutError):
    """No ticket for the agent arrived before the timeout."""


class QueueClosed(HelpdeskError):
    """The claim queue was closed while an agent waited."""
