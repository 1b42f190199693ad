"""Exceptions raised by printspool."""


class SpoolError(Exception):
    """Base class of every printspool error."""


class PermissionDenied(SpoolError):
    pass


class UnknownJob(SpoolError, KeyError):
    pass


class QueueClosed(SpoolError):
    pass


class TakeTimeout(SpoolError):
    pass


class LeaseError(SpoolError):
    pass
