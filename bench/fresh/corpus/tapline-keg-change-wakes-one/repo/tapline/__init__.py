"""tapline - thread-safe taps, kegs and pours for a small bar."""

from .bar import SIZES, Bar, Pour
from .clock import ManualClock, SystemClock
from .errors import Closed, EmptyKeg, PermissionDenied, TapError, ValidationError
from .kegs import Keg
from .staff import PERMISSIONS, Staff, may
from .tally import PourTally
from .taps import Tap, TapBoard
from .waiting import KegWait

__all__ = [
    "Bar", "Closed", "EmptyKeg", "Keg", "KegWait", "ManualClock", "PERMISSIONS", "Pour", "PourTally",
    "SIZES", "Staff", "SystemClock", "Tap", "TapBoard", "TapError", "ValidationError", "may",
    "PermissionDenied",
]
