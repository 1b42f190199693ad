"""divelog: a scuba diver's logbook."""

from .auth import may_edit, may_sign
from .clock import add_minutes, format_duration, format_time, minutes_between, parse_time
from .errors import DiveError, NotFound, PermissionDenied, ValidationError
from .gas import ambient_bar, gas_needed, sac_rate, turn_pressure
from .logbook import Logbook
from .models import Dive, Diver
from .report import deepest, favourite_sites, format_summary, log_lines, summary
from .tables import ndl, pressure_group, table_depth, within_ndl

__all__ = [
    "may_edit", "may_sign", "add_minutes", "format_duration", "format_time", "minutes_between",
    "parse_time", "DiveError", "NotFound", "PermissionDenied", "ValidationError", "ambient_bar",
    "gas_needed", "sac_rate", "turn_pressure", "Logbook", "Dive", "Diver", "deepest",
    "favourite_sites", "format_summary", "log_lines", "summary", "ndl", "pressure_group",
    "table_depth", "within_ndl",
]
