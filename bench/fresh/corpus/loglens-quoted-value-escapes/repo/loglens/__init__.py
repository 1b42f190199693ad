"""loglens: parse, filter, redact and summarise logfmt-style log lines."""

from .errors import LogError, ParseError, QueryError, FieldError
from .levels import Level, parse_level, at_least
from .parse import Record, parse_line, parse_lines
from .fields import coerce, parse_duration, parse_size
from .query import Filter
from .redact import Redactor, redact, mask_value
from .format import format_record
from . import summary

__all__ = [
    "LogError", "ParseError", "QueryError", "FieldError",
    "Level", "parse_level", "at_least",
    "Record", "parse_line", "parse_lines",
    "coerce", "parse_duration", "parse_size",
    "Filter", "Redactor", "redact", "mask_value", "format_record", "summary",
]
