"""chargebay - thread-safe charging sessions, a waiting queue and energy metering."""

from .chargers import BUSY, FREE, OFFLINE, ChargerPool
from .clock import ManualClock, SystemClock
from .display import board, free_sites, site_line
from .errors import ChargeError, Closed, NoCharger, PermissionDenied, UnknownSession
from .meter import EnergyMeter
from .sessions import Session
from .station import Station
from .tariffs import Tariff, bill, session_cost
from .users import PERMISSIONS, ROLES, User, may
from .waitqueue import WaitQueue

__all__ = [
    "BUSY", "FREE", "OFFLINE", "ChargerPool", "ManualClock", "SystemClock", "board", "free_sites",
    "site_line", "ChargeError", "Closed", "NoCharger", "PermissionDenied", "UnknownSession",
    "EnergyMeter", "Session", "Station", "Tariff", "bill", "session_cost", "PERMISSIONS", "ROLES", "User", "may", "WaitQueue",
]
