"""Errors raised by plotshare."""


class PlotError(ValueError):
    """A plot, member or allocation that is not valid."""


class Denied(PlotError):
    """The acting member may not do this."""
