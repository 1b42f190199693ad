"""Exceptions raised by divelog."""


class DiveError(Exception):
    """Base class of every divelog error."""


class ValidationError(DiveError, ValueError):
    """A value is outside what the logbook accepts."""


class PermissionDenied(DiveError):
    """The acting diver may not do this."""


class NotFound(DiveError, KeyError):
    """No dive with that number."""
