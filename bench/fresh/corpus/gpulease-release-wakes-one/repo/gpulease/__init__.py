"""gpulease: thread-safe leasing of a shared GPU pool."""
from .clock import ManualClock, SystemClock
from .devices import DevicePool
from .errors import LeaseError, LeaseExpired, NoDevices, PermissionDenied, QuotaExceeded, UnknownLease
from .hub import LeaseHub
from .leases import Lease, LeaseBook
from .meter import UsageMeter
from .report import expiring_within, format_report, holdings, oldest, utilization
from .signal import FreeSignal
from .users import ROLES, User, may_release, may_revoke, may_revoke_team

__all__ = [
    "ManualClock", "SystemClock", "DevicePool", "LeaseError", "LeaseExpired", "NoDevices",
    "PermissionDenied", "QuotaExceeded", "UnknownLease", "LeaseHub", "Lease", "LeaseBook",
    "UsageMeter", "FreeSignal", "ROLES", "User", "may_release", "may_revoke", "may_revoke_team",
    "holdings", "utilization", "oldest", "expiring_within", "format_report",
]
