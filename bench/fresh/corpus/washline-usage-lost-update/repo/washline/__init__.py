"""washline: a thread-safe laundromat with machines, cycles, a wait queue and usage statistics."""

from .clock import ManualClock, SystemClock
from .cycles import MAX_EXTENSION, Cycle, CycleBook
from .errors import Closed, Denied, MachineBusy, WashError
from .laundromat import Laundromat
from .machines import IDLE, OUT_OF_ORDER, RUNNING, MachineRegistry
from .programs import KINDS, PROGRAMS, Program, program, programs_for
from .usage import UsageStats
from .users import PERMISSIONS, User, can, may_act_on, require
from .waitqueue import WaitQueue

__all__ = [
    "Closed", "Cycle", "CycleBook", "Denied", "IDLE", "KINDS", "Laundromat", "MAX_EXTENSION", "MachineBusy",
    "MachineRegistry", "ManualClock", "OUT_OF_ORDER", "PERMISSIONS", "PROGRAMS", "Program", "RUNNING",
    "SystemClock", "UsageStats", "User", "WaitQueue", "WashError", "can", "may_act_on", "program",
    "programs_for", "require",
]
