"""Exceptions raised by calspan. Every error is also a ValueError, so callers that validate user
input with ``except ValueError`` keep working."""


class CalspanError(ValueError):
    """Base class of every calspan error."""


class RangeError(CalspanError):
    """A date range is malformed or empty."""


class DurationError(CalspanError):
    """A duration string cannot be parsed."""


class RecurrenceError(CalspanError):
    """A recurrence rule is invalid."""
