"""printspool: a thread-safe in-process print spooler."""

from .clock import ManualClock, SystemClock
from .errors import (LeaseError, PermissionDenied, QueueClosed, SpoolError, TakeTimeout,
                     UnknownJob)
from .jobs import MAX_PAGES, Job
from .leases import DEFAULT_TTL, Lease, PrinterPool
from .queue import JobQueue
from .spooler import Spooler
from .stats import SpoolStats
from .users import ACTIONS, ROLES, User, can_manage, permitted

__all__ = [
    "ManualClock", "SystemClock", "LeaseError", "PermissionDenied", "QueueClosed", "SpoolError",
    "TakeTimeout", "UnknownJob", "MAX_PAGES", "Job", "DEFAULT_TTL", "Lease", "PrinterPool",
    "JobQueue", "Spooler", "SpoolStats", "ACTIONS", "ROLES", "User", "can_manage", "permitted",
]
