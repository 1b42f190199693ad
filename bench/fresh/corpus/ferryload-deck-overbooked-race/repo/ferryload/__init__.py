from .clock import ManualClock, SystemClock
from .crew import PERMISSIONS, Crew, may, require
from .deck import Deck, Placed
from .errors import Denied, FerryError, HoldError, InvalidInput, NoSpace, RampClosed
from .holds import MAX_TTL, Hold, HoldBook
from .tally import Tally
from .terminal import BoardingPass, Terminal
from .vehicles import LENGTHS, Vehicle

__all__ = [
    "ManualClock", "SystemClock", "PERMISSIONS", "Crew", "may", "require", "Deck", "Placed",
    "Denied", "FerryError", "HoldError", "InvalidInput", "NoSpace", "RampClosed", "MAX_TTL",
    "Hold", "HoldBook", "Tally", "BoardingPass", "Terminal", "LENGTHS", "Vehicle",
]
