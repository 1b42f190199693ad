from .athletes import Athlete, Event
from .errors import EntryError, MarkError, MeetError
from .marks import WIND_LIMIT, format_distance, format_time, parse_distance, parse_mark, parse_wind, round_up, wind_legal
from .meet import Meet
from .qualify import entries_meeting_standard, meets_standard, qualifiers
from .ranking import rank, rank_field, rank_track
from .records import Record, RecordBook
from .results import Result, field_result
from .scoring import POINTS, points_for, team_scores

__all__ = [
    "Athlete", "Event", "EntryError", "MarkError", "MeetError", "format_distance", "format_time",
    "parse_distance", "parse_mark", "round_up", "WIND_LIMIT", "parse_wind", "wind_legal", "Meet", "entries_meeting_standard",
    "meets_standard", "qualifiers", "rank", "rank_field", "rank_track", "Record", "RecordBook",
    "Result", "field_result", "POINTS", "points_for", "team_scores",
]
