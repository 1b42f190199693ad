"""Errors raised by labsample."""


class LabError(Exception):
    """Base class of every labsample error."""


class PermissionDenied(LabError):
    """The user may not do this to this sample."""


class StorageError(LabError):
    """A freezer position is malformed, taken or empty."""


class VolumeError(LabError):
    """Not enough sample volume for what was asked."""
