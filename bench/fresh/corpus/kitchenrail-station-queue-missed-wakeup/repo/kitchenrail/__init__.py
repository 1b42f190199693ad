"""kitchenrail: thread-safe kitchen tickets, station rails and cook assignments."""

from .clock import ManualClock
from .errors import KitchenError, PermissionDenied, RailClosed, TicketStateError, UnknownItem, UnknownTicket
from .kitchen import Kitchen
from .menu import MENU, STATIONS, prep_seconds, split_by_station, station_of
from .rail import StationRail
from .staff import ROLES, Cook, may_handle, may_reassign
from .stats import KitchenStats
from .tickets import Ticket, TicketBoard

__all__ = [
    "Cook", "Kitchen", "KitchenError", "KitchenStats", "MENU", "ManualClock", "PermissionDenied",
    "ROLES", "RailClosed", "STATIONS", "StationRail", "Ticket", "TicketBoard", "TicketStateError",
    "UnknownItem", "UnknownTicket", "may_handle", "may_reassign", "prep_seconds", "split_by_station",
    "station_of",
]
