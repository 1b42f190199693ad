"""Errors raised by proofbox."""


class BakeryError(Exception):
    """Base class of every proofbox error."""


class NotFound(BakeryError, KeyError):
    """An unknown batch, oven or timer."""


class PermissionDenied(BakeryError):
    """The acting staff member may not do this."""


class OvenFull(BakeryError):
    """No free slot in the oven."""


class Closed(BakeryError):
    """The tray rack was closed."""


class Timeout(BakeryError):
    """A blocking call gave up after its timeout."""
