"""meterhub: a thread-safe hub for environmental sensors."""

from .batches import BatchQueue
from .clock import ManualClock, SystemClock
from .errors import Closed, Denied, HubError
from .hub import Hub
from .readings import LIMITS, Reading, by_sensor, in_range, mean, rolling_mean, spread
from .sensors import Sensor, SensorRegistry
from .stats import HubStats
from .users import PERMS, User, allowed_actions, may, parse_user, visible_sites

__all__ = [
    "BatchQueue", "parse_user", "by_sensor", "rolling_mean", "spread", "visible_sites", "ManualClock", "SystemClock", "Closed", "Denied", "HubError", "Hub", "LIMITS",
    "Reading", "in_range", "mean", "Sensor", "SensorRegistry", "HubStats", "PERMS", "User",
    "allowed_actions", "may",
]
