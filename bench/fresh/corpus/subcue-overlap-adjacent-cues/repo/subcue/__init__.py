"""subcue: subtitle cues, SRT/WebVTT, retiming and reading-speed checks."""

from . import srt, vtt
from .cue import Cue, balance, renumber, wrap
from .errors import CueError, ParseError, SubcueError, TimecodeError
from .readability import chars_per_second, min_duration_for, problems, speed_level
from .report import slowest_first, summary
from .timecode import format_srt_timecode, format_vtt_timecode, parse_srt_timecode, parse_vtt_timecode
from .timing import convert_frame_rate, enforce_gap, find_overlaps, merge, scale, shift, split_at, total_gap

__all__ = [
    "Cue", "CueError", "ParseError", "SubcueError", "TimecodeError", "chars_per_second",
    "convert_frame_rate", "enforce_gap", "find_overlaps", "format_srt_timecode",
    "format_vtt_timecode", "min_duration_for", "parse_srt_timecode", "parse_vtt_timecode",
    "problems", "renumber", "scale", "shift", "slowest_first", "speed_level", "srt", "summary", "vtt",
    "balance", "merge", "split_at", "total_gap", "wrap",
]
