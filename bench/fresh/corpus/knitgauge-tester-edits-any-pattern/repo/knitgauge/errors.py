"""Errors raised by knitgauge."""


class KnitError(Exception):
    """Base class of every knitgauge error."""


class GaugeError(KnitError):
    """A gauge or a measurement is not valid."""


class RepeatError(KnitError):
    """A stitch repeat does not fit."""


class PermissionDenied(KnitError):
    """The user may not do this to the pattern."""


class NotFound(KnitError):
    """No pattern with that id."""
