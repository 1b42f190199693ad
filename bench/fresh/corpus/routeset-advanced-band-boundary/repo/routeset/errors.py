"""Errors raised by routeset."""


class RouteError(Exception):
    """Base class of every routeset error."""


class GradeError(RouteError, ValueError):
    """A grade that cannot be read or converted."""


class NotFound(RouteError, KeyError):
    """An unknown route or member."""


class PermissionDenied(RouteError):
    """The acting member may not do this."""
