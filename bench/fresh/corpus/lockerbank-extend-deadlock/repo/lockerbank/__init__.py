"""lockerbank: a thread-safe parcel locker bank."""

from .clock import ManualClock
from .errors import Denied, Expired, LockerError, NoLocker, NotFound
from .lockers import LockerBank, size_of
from .reservations import Reservation, ReservationBook
from .service import LockerService, Parcel
from .usage import UsageStats
from .users import User, may_override
from .waitlist import Waitlist

__all__ = [
    "Denied", "Expired", "LockerBank", "LockerError", "LockerService", "ManualClock", "NoLocker",
    "NotFound", "Parcel", "Reservation", "ReservationBook", "UsageStats", "User", "Waitlist",
    "may_override", "size_of",
]
