"""Exceptions raised by petchart."""


class PetchartError(Exception):
    """Base class of every petchart error."""


class ValidationError(PetchartError, ValueError):
    """A value is missing or out of range."""


class PermissionDenied(PetchartError):
    """The member of staff may not do this."""


class DoseError(PetchartError, ValueError):
    """A dose is above a limit of the formulary, or the drug is unknown."""


class NotFound(PetchartError, KeyError):
    """No such animal, visit or prescription."""
