"""bedboard: a thread-safe hospital bed board."""

from .beds import BedMap, bed_id, ward_of
from .board import BedBoard
from .census import Census
from .clock import ManualClock, SystemClock
from .errors import BoardError, Invalid, NoBedFree, NotAllowed, UnknownPatient
from .patients import Patient, by_acuity
from .report import busiest, full_wards, occupancy, percent, ward_lines
from .staff import Staff, may
from .waitlist import Waitlist

__all__ = [
    "BedMap", "bed_id", "ward_of", "BedBoard", "Census", "ManualClock", "SystemClock",
    "BoardError", "Invalid", "NoBedFree", "NotAllowed", "UnknownPatient", "Patient",
    "by_acuity", "Staff", "may", "Waitlist", "busiest", "full_wards", "occupancy", "percent",
    "ward_lines",
]
