"""routeset - routes, grades, ascents and leaderboards for a bouldering gym."""

from .ascents import Ascent, AscentLog
from .errors import GradeError, NotFound, PermissionDenied, RouteError
from .grades import (
    french_order, format_v, grade_band, grade_span, harder, is_advanced, parse_french, parse_grade, parse_v,
    to_french,
)
from .leaderboard import first_ascents, hardest_sends, history, leaderboard
from .members import Member, allowed, may_log_for, may_retire
from .report import band_counts, route_card, setter_report, wall_report
from .routes import Route, RouteBook
from .scoring import ascent_points, climber_score, route_points

__all__ = [
    "Ascent", "AscentLog", "GradeError", "Member", "NotFound", "PermissionDenied", "Route",
    "RouteBook", "RouteError", "allowed", "ascent_points", "band_counts", "climber_score",
    "first_ascents", "format_v", "french_order", "grade_band", "grade_span", "harder", "hardest_sends", "history",
    "is_advanced", "leaderboard", "may_log_for", "may_retire", "parse_french", "parse_grade",
    "parse_v", "route_card", "route_points", "setter_report", "to_french", "wall_report",
]
