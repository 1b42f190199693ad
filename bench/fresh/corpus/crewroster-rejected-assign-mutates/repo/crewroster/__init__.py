"""crewroster: weekly shift rosters for small crews."""

from .errors import PermissionDenied, RosterError, RuleViolation, UnknownName
from .hours import duration, fmt_minutes, night_minutes, parse_clock
from .people import Member
from .report import format_summary, member_week, open_slots, week_summary
from .roster import Roster, Swap
from .rules import Rules
from .shifts import Shift

__all__ = [
    "Member", "PermissionDenied", "RosterError", "Roster", "Rules", "RuleViolation", "Shift",
    "Swap", "UnknownName", "duration", "fmt_minutes", "format_summary", "member_week",
    "night_minutes", "open_slots", "parse_clock", "week_summary",
]
