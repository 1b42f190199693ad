"""trailmap: hiking tracks, climbs, grades and walking times."""

from .errors import TrailError
from .geo import bearing_deg, compass, destination, haversine_km, midpoint
from .grading import SCALE, STEEP_GRADE, difficulty, grade, segment_grades, steep_sections, track_difficulty, label_counts
from .points import Point, bounding_box, parse_point, parse_track_text, profile_points
from .report import hardest_first, profile_chart, stage_line, summary
from .route import Route
from .timing import estimate_hours, format_duration, format_pace, pace, tobler_hours, tobler_kmh
from .track import CLIMB_THRESHOLD_M, Track

__all__ = [
    "TrailError", "destination", "midpoint", "tobler_hours", "tobler_kmh", "label_counts", "bearing_deg", "compass", "haversine_km", "SCALE", "STEEP_GRADE", "difficulty",
    "grade", "segment_grades", "steep_sections", "track_difficulty", "Point", "parse_point",
    "profile_points", "bounding_box", "parse_track_text", "profile_chart", "hardest_first", "stage_line", "summary", "Route", "estimate_hours",
    "format_duration", "format_pace", "pace", "CLIMB_THRESHOLD_M", "Track",
]
