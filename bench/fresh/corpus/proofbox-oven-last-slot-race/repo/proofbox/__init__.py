"""proofbox - a thread-safe production line for a bakery."""

from .bakery import Bakery
from .batches import Batch, BatchBook
from .clock import ManualClock, SystemClock
from .errors import BakeryError, Closed, NotFound, OvenFull, PermissionDenied, Timeout
from .ovens import Oven
from .staff import Staff, allowed, may_act_on
from .tally import Tally
from .timers import ProofTimers
from .trays import TrayRack

__all__ = [
    "Bakery", "BakeryError", "Batch", "BatchBook", "Closed", "ManualClock", "NotFound", "Oven",
    "OvenFull", "PermissionDenied", "ProofTimers", "Staff", "SystemClock", "Tally", "Timeout",
    "TrayRack", "allowed", "may_act_on",
]
