"""liftlog: a strength-training log."""

from .errors import LiftError, NotLoadable
from .onerm import brzycki, epley, estimate, percent_table, training_weight
from .plates import achievable, describe, load, per_side
from .program import cycle, format_week, next_cycle_max, training_max, week_sets
from .progression import increment, next_weight, plan
from .records import best_sets, estimated_max, new_records
from .report import session_lines, set_line, week_lines
from .rounding import down_to_step, to_step
from .strength import Bodyweight, level, ratio
from .sessions import Session, Set, merge, with_warmups
from .volume import by_exercise, frequency, in_window, session_volume, window_volume

__all__ = [
    "LiftError", "NotLoadable", "brzycki", "epley", "estimate", "percent_table",
    "training_weight", "achievable", "describe", "load", "per_side", "increment",
    "next_weight", "plan", "best_sets", "estimated_max", "new_records", "session_lines",
    "set_line", "week_lines", "down_to_step", "to_step", "Session", "Set", "merge",
    "with_warmups", "by_exercise", "frequency", "in_window", "session_volume", "window_volume",
    "cycle", "format_week", "next_cycle_max", "training_max", "week_sets", "Bodyweight", "level",
    "ratio",
]
