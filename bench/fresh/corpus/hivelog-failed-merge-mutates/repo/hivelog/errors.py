"""Errors raised by hivelog."""


class HiveError(Exception):
    """Base class of every hivelog error."""


class NotFound(HiveError, KeyError):
    """No colony by that id."""

    def __str__(self):
        return str(self.args[0]) if self.args else "not found"


class InvalidRecord(HiveError, ValueError):
    """A record or an operation breaks a rule."""
