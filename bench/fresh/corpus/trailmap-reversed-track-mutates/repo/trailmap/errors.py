"""Errors raised by trailmap."""


class TrailError(ValueError):
    """A point, track or route that cannot be used."""
