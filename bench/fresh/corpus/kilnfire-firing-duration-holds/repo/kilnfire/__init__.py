"""kilnfire - firing schedules, cones and a firing log for electric pottery kilns."""

from .cones import CONES, cone_reached, cone_temp, cones_between
from .errors import KilnError, ScheduleError, SegmentError, UnknownCone
from .firinglog import Firing, FiringLog
from .kilns import Kiln
from .loads import Load, Piece, Shelf
from .report import log_lines, schedule_lines, summary
from .schedule import ROOM, Schedule
from .segments import MAX_HOLD, MAX_RATE, MAX_TEMP, Segment, check_segment, parse_segment
from .temps import c_to_f, convert, f_to_c, format_temp, parse_temp, round_to

__all__ = [
    "CONES", "cone_reached", "cone_temp", "cones_between", "KilnError", "ScheduleError",
    "SegmentError", "UnknownCone", "Firing", "FiringLog", "Kiln", "Load", "Piece", "Shelf", "log_lines", "schedule_lines",
    "summary", "ROOM", "Schedule", "MAX_HOLD", "MAX_RATE", "MAX_TEMP", "Segment", "check_segment",
    "parse_segment", "c_to_f", "convert", "f_to_c", "format_temp", "parse_temp", "round_to",
]
