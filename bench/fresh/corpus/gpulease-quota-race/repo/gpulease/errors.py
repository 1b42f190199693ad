"""Errors raised by gpulease."""


class LeaseError(Exception):
    """Base class of gpulease errors."""


class NoDevices(LeaseError):
    """Not enough free devices."""


class QuotaExceeded(LeaseError):
    """The team would hold more devices than its quota."""


class UnknownLease(LeaseError, KeyError):
    """No active lease with that id."""


class LeaseExpired(LeaseError):
    """The lease ran out before it was renewed."""


class PermissionDenied(LeaseError):
    """The user may not do that."""
