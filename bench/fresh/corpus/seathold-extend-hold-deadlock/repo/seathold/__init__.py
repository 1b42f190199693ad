"""seathold: a thread-safe box office with expiring seat holds and a waitlist."""

from .boxoffice import BoxOffice, Order
from .clock import ManualClock, SystemClock
from .errors import Closed, Denied, HoldExpired, SeatError
from .holds import MAX_TTL, Hold, HoldBook
from .sales import SalesStats
from .seats import FREE, HELD, SOLD, SeatMap, by_section, parse_seat
from .users import PERMISSIONS, User, can, may_act_on, require
from .waitlist import Waitlist

__all__ = [
    "BoxOffice", "Closed", "Denied", "FREE", "HELD", "Hold", "HoldBook", "HoldExpired", "MAX_TTL",
    "ManualClock", "Order", "PERMISSIONS", "SOLD", "SalesStats", "SeatError", "SeatMap",
    "SystemClock", "User", "Waitlist", "by_section", "can", "may_act_on", "parse_seat", "require",
]
