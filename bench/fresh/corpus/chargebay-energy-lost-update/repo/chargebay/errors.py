"""Errors raised by chargebay."""


class ChargeError(Exception):
    """Base class of every chargebay error."""


class PermissionDenied(ChargeError):
    """The user may not do this here."""


class NoCharger(ChargeError):
    """No free charger at the site (or the charger asked for is not free)."""


class UnknownSession(ChargeError):
    """No active session with that id."""


class Closed(ChargeError):
    """The waiting queue was closed while waiting."""
