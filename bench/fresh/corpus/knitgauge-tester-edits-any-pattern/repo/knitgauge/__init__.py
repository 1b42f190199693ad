"""knitgauge - gauge arithmetic, repeats, yarn and a shared pattern library for knitters."""

from .chart import size_chart
from .errors import GaugeError, KnitError, NotFound, PermissionDenied, RepeatError
from .gauge import Gauge, convert_count, swatch
from .needles import adjust_needle, mm_for, needles_for, us_size
from .patterns import Library, Pattern, can_edit, can_note
from .repeats import fit_repeat, fits, max_repeats, nearest_fit
from .shaping import describe_spread, every_nth, shaping_rows, spread_evenly
from .rounding import ceil_div, half_up, to_even
from .sizes import cast_on, size_for
from .users import ROLES, User
from .yarn import Yarn, cost_of, leftover, metres_for, skeins_for

__all__ = [
    "size_chart", "GaugeError", "KnitError", "NotFound", "PermissionDenied", "RepeatError",
    "Gauge", "convert_count", "swatch", "adjust_needle", "mm_for", "needles_for", "us_size", "Library", "Pattern", "can_edit", "can_note",
    "fit_repeat", "fits", "max_repeats", "nearest_fit", "ceil_div", "half_up", "to_even",
    "describe_spread", "every_nth", "shaping_rows", "spread_evenly", "cast_on", "size_for", "ROLES", "User", "Yarn", "cost_of", "leftover", "metres_for", "skeins_for",
]
