"""Errors raised by rxdesk."""


class RxError(Exception):
    """Base class of every rxdesk error."""


class NotFound(RxError):
    """An unknown person, drug or prescription."""


class PermissionDenied(RxError):
    """The person may not do this."""


class RuleViolation(RxError):
    """The request breaks a pharmacy rule."""
