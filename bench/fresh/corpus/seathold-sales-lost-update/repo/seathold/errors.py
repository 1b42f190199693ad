"""Errors raised by seathold."""


class SeatError(Exception):
    """A seat or hold that does not exist or is not in the state the operation needs."""


class HoldExpired(SeatError):
    """The hold's time-to-live has run out; its seats are free again."""


class Closed(SeatError):
    """The waitlist was closed while waiting."""


class Denied(PermissionError):
    """The user may not perform the operation."""
