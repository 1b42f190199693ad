"""Errors raised by fueldepot."""


class DepotError(Exception):
    """Base class of every fueldepot error."""


class PermissionDenied(DepotError):
    """The operator may not do this here."""


class OutOfFuel(DepotError):
    """A tank holds less than was asked for (or did not get it in time)."""


class TankFull(DepotError):
    """A tank cannot take that much."""
