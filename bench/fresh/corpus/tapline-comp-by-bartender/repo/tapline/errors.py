"""Errors raised by tapline."""


class TapError(Exception):
    """Base class of every tapline error."""


class ValidationError(TapError, ValueError):
    """A malformed value."""


class PermissionDenied(TapError):
    """The member of staff may not do this."""


class EmptyKeg(TapError):
    """The keg (or the tap) cannot give what was asked."""


class Closed(TapError):
    """The bar closed while someone was waiting."""
