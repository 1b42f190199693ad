"""Exceptions raised by parcelrate."""


class ParcelError(ValueError):
    """A parcel (or a value declared for it) the courier will not accept."""


class RateError(ValueError):
    """No price for this weight or zone."""


class PostcodeError(ValueError):
    """Not a postcode."""


class PackingError(ValueError):
    """An item that fits in no box."""
