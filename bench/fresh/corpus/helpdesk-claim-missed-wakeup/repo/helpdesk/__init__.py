"""helpdesk: a thread-safe in-process support desk."""

from .errors import HelpdeskError, NotFound, PermissionDenied, InvalidLink, ClaimTimeout, QueueClosed
from .clock import ManualClock, SystemClock
from .agents import Agent, ROLES, allowed, require, visible_tickets
from .tickets import Ticket, TicketStore
from .queue import ClaimQueue
from .stats import DeskStats
from .links import LinkClaims, LinkSigner
from .desk import Helpdesk

__all__ = [
    "HelpdeskError", "NotFound", "PermissionDenied", "InvalidLink", "ClaimTimeout", "QueueClosed",
    "ManualClock", "SystemClock", "Agent", "ROLES", "allowed", "require", "visible_tickets",
    "Ticket", "TicketStore", "ClaimQueue", "DeskStats", "LinkClaims", "LinkSigner", "Helpdesk",
]
