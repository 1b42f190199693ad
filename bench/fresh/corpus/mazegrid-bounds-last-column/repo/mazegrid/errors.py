"""Errors raised by mazegrid."""


class GridError(ValueError):
    """A grid text or a coordinate is not valid."""


class NoPath(LookupError):
    """No path connects the two cells."""
