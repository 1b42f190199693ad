class FerryError(Exception):
    """Base class of every ferryload error."""


class InvalidInput(FerryError, ValueError):
    """A plate, kind, lane, length or time-to-live that is not allowed."""


class NoSpace(FerryError):
    """The lane has not enough free metres."""


class Denied(FerryError):
    """The crew member may not do this."""


class RampClosed(FerryError):
    """Boarding has been closed."""


class HoldError(FerryError):
    """An unknown, expired or already used space hold."""
