"""Exceptions raised by bedboard."""


class BoardError(Exception):
    """Base class of every bedboard error."""


class NotAllowed(BoardError):
    """The staff member may not do this on that ward."""


class NoBedFree(BoardError):
    """No free bed on the ward."""


class UnknownPatient(BoardError, KeyError):
    """The patient is not on the board."""


class Invalid(BoardError, ValueError):
    """A bad argument."""
