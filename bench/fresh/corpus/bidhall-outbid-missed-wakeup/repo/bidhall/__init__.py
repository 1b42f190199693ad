"""bidhall: a thread-safe in-process auction hall."""

from .book import BidBook
from .clock import ManualClock, SystemClock
from .errors import AuctionError, BidRejected, LotClosed, NotFound, PermissionDenied, WaitTimeout
from .hall import AuctionHall
from .ledger import COMMISSION_PERCENT, Ledger, commission
from .lots import Bid, Lot, Result
from .rules import may_bid, may_close, may_open
from .users import User
from .watch import OutbidWatch

__all__ = [
    "COMMISSION_PERCENT", "AuctionError", "AuctionHall", "Bid", "BidBook", "BidRejected", "Ledger", "Lot",
    "LotClosed", "ManualClock", "NotFound", "OutbidWatch", "PermissionDenied", "Result", "SystemClock",
    "User", "WaitTimeout", "commission", "may_bid", "may_close", "may_open",
]
