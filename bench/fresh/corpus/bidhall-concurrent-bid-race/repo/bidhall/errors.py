"""Errors raised by bidhall."""


class AuctionError(Exception):
    """Base class of every bidhall error."""


class NotFound(AuctionError):
    """An unknown user or lot."""


class PermissionDenied(AuctionError):
    """The user may not do this."""


class BidRejected(AuctionError):
    """The bid is too low or otherwise not acceptable."""


class LotClosed(AuctionError):
    """The lot no longer takes bids or was closed already."""


class WaitTimeout(AuctionError):
    """A blocking wait ran out of time."""
