"""Errors raised by kilnfire."""


class KilnError(Exception):
    """Base class of every kilnfire error."""


class SegmentError(KilnError):
    """A ramp/hold segment is not valid."""


class ScheduleError(KilnError):
    """A schedule is empty, too hot or too fast for a kiln."""


class UnknownCone(KilnError):
    """A cone that is not in the table."""
