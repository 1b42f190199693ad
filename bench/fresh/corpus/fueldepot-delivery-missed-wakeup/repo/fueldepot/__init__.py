"""fueldepot: a thread-safe fuel depot."""

from .clock import ManualClock, SystemClock
from .depot import Depot
from .errors import DepotError, OutOfFuel, PermissionDenied, TankFull
from .meters import Meters
from .operators import PERMISSIONS, Operator, may, require
from .pumps import PumpBank
from .sales import Ledger, Sale
from .tanks import Tank
