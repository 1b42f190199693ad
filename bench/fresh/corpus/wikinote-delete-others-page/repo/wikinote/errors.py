"""Errors raised by wikinote."""


class WikiError(Exception):
    """Base class of wikinote errors."""


class NotFound(WikiError, KeyError):
    """No page with that slug (or no such revision)."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class PermissionDenied(WikiError):
    """The user may not do that."""


class InvalidTitle(WikiError, ValueError):
    """A title that gives no usable slug."""
