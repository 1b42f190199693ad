"""stockroom: thread-safe stock of a few warehouse sites."""

from .clock import ManualClock, SystemClock
from .errors import Closed, Forbidden, StockError
from .inventory import Inventory
from .restock import RestockBoard
from .stats import PickStats
from .users import PERMISSIONS, User, may
from .warehouse import Warehouse

__all__ = [
    "Closed", "Forbidden", "Inventory", "ManualClock", "PERMISSIONS", "PickStats",
    "RestockBoard", "StockError", "SystemClock", "User", "Warehouse", "may",
]
