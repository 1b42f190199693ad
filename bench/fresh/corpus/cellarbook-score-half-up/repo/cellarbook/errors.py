"""Errors raised by cellarbook."""


class CellarError(Exception):
    """A bottle, slot or note that does not exist or is not in the state the call needs."""


class Denied(PermissionError):
    """The member may not perform the operation."""
