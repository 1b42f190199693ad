"""Errors raised by castfeed."""


class FeedError(Exception):
    """Base class of every castfeed error."""


class DurationError(FeedError, ValueError):
    """A duration that cannot be read or written."""


class NotFound(FeedError, KeyError):
    """An unknown episode or listener."""


class PermissionDenied(FeedError):
    """The listener may not do this."""
