"""Errors raised by washline."""


class WashError(Exception):
    """A machine, program or cycle that does not exist or is not in the state the call needs."""


class MachineBusy(WashError):
    """No machine of the wanted kind is idle."""


class Closed(WashError):
    """The wait queue was closed while waiting."""


class Denied(PermissionError):
    """The user may not perform the operation."""
