"""cellarbook: bottles, drinking windows, racks, members and tasting notes of a wine club."""

from .bottles import COLOURS, SIZES, Bottle
from .cellar import Cellar, Movement
from .errors import CellarError, Denied
from .members import PERMISSIONS, Member, can, may_take, require
from .racks import Rack
from .reports import by_colour, club_average, inventory, oldest_first, ready_list, summary
from .tasting import Note, average_score, points, spread, taster_average, top_rated
from .windows import PAST, READY, TOO_YOUNG, UNKNOWN, drink_soon, peak_year, status, years_left

__all__ = [
    "Bottle", "COLOURS", "Cellar", "CellarError", "Denied", "Member", "Movement", "Note", "PAST",
    "PERMISSIONS", "READY", "Rack", "SIZES", "TOO_YOUNG", "UNKNOWN", "average_score", "by_colour", "can", "club_average",
    "drink_soon", "inventory", "may_take", "oldest_first", "peak_year", "points", "ready_list", "require", "spread",
    "status", "summary", "taster_average", "top_rated", "years_left",
]
