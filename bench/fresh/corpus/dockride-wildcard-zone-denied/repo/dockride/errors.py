"""Errors raised by dockride."""


class DockError(Exception):
    """Base class of station and rental errors."""


class NoBike(DockError):
    """No bike is docked (or none came in time)."""


class StationFull(DockError):
    """No free dock to put a bike in."""


class UnknownRental(DockError):
    """No such rental, or it is not the caller's."""


class PermissionDenied(Exception):
    """The rider may not do this."""
