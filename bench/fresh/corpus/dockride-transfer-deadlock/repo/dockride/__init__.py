"""dockride: a thread-safe bike-share core."""

from .clock import ManualClock, SystemClock
from .errors import DockError, NoBike, PermissionDenied, StationFull, UnknownRental
from .network import Move, StationNetwork
from .rentals import Rental, RentalBook, fee
from .riders import PERMISSIONS, Rider, allowed, authorize
from .service import DockService
from .stations import Station
from .stats import TripStats

__version__ = "0.7.1"
