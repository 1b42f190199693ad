"""gradeline - a small course gradebook."""

from .categories import Category, category_average, check_weights, median, parse_weights, weighted_total
from .errors import GradeError, ScoreError, UnknownStudent, WeightError
from .letters import DEFAULT_SCALE, LetterScale
from .report import class_summary, format_report
from .roster import Gradebook
from .scores import Score, effective_percent, late_penalty, parse_score, validate_score

__all__ = [
    "Category",
    "DEFAULT_SCALE",
    "GradeError",
    "Gradebook",
    "LetterScale",
    "Score",
    "ScoreError",
    "UnknownStudent",
    "WeightError",
    "category_average",
    "check_weights",
    "class_summary",
    "effective_percent",
    "format_report",
    "late_penalty",
    "median",
    "parse_score",
    "parse_weights",
    "validate_score",
    "weighted_total",
]
