"""Exceptions raised by geopoint."""


class GeoError(ValueError):
    """Base class of every geopoint error."""


class ParseError(GeoError):
    """A coordinate text could not be read."""


class RangeError(GeoError):
    """A latitude, longitude, minute or second is out of its range."""
