"""Errors raised by lockerbank."""


class LockerError(Exception):
    """Base class of every lockerbank error."""


class Denied(LockerError):
    """The user may not do this."""


class NotFound(LockerError, KeyError):
    """No such locker, reservation or parcel."""

    def __str__(self):
        return str(self.args[0]) if self.args else "not found"


class Expired(LockerError):
    """The reservation has run out."""


class NoLocker(LockerError):
    """No locker of that size is free."""
