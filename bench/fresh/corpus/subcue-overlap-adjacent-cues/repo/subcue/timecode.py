"""Timecodes: milliseconds <-> `HH:MM:SS,mmm` (SRT) and `HH:MM:SS.mmm` / `MM:SS.mmm` (WebVTT)."""

import re

from .errors import TimecodeError

_SRT = re.compile(r"^(\d{2,}):([0-5]\d):([0-5]\d),(\d{1,3})$")
_VTT = re.compile(r"^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{1,3})$")

MS_PER_SECOND = 1000
MS_PER_MINUTE = 60 * MS_PER_SECOND
MS_PER_HOUR = 60 * MS_PER_MINUTE


def _to_ms(hours: str | None, minutes: str, seconds: str, fraction: str) -> int:
    # a short fraction is a decimal fraction: ",5" is half a second
    millis = int(fraction.ljust(3, "0"))
    return int(hours or 0) * MS_PER_HOUR + int(minutes) * MS_PER_MINUTE + int(seconds) * MS_PER_SECOND + millis


def parse_srt_timecode(text: str) -> int:
    """Parse `HH:MM:SS,mmm` into milliseconds."""
    m = _SRT.match(text.strip())
    if not m:
        raise TimecodeError(f"not an SRT timecode: {text!r}")
    return _to_ms(*m.groups())


def parse_vtt_timecode(text: str) -> int:
    """Parse `HH:MM:SS.mmm` or `MM:SS.mmm` into milliseconds."""
    m = _VTT.match(text.strip())
    if not m:
        raise TimecodeError(f"not a WebVTT timecode: {text!r}")
    return _to_ms(*m.groups())


def _split(ms: int) -> tuple[int, int, int, int]:
    if not isinstance(ms, int) or ms < 0:
        raise TimecodeError(f"timecode must be a non-negative int of milliseconds, got {ms!r}")
    hours, rest = divmod(ms, MS_PER_HOUR)
    minutes, rest = divmod(rest, MS_PER_MINUTE)
    seconds, millis = divmod(rest, MS_PER_SECOND)
    return hours, minutes, seconds, millis


def format_srt_timecode(ms: int) -> str:
    """Milliseconds as `HH:MM:SS,mmm` (hours may grow past two digits)."""
    hours, minutes, seconds, millis = _split(ms)
    return f"{hours:02d}:{minutes:02d}:{seconds:02d},{millis:03d}"


def format_vtt_timecode(ms: int, always_hours: bool = False) -> str:
    """Milliseconds as `MM:SS.mmm`, or `HH:MM:SS.mmm` when there are hours (or `always_hours`)."""
    hours, minutes, seconds, millis = _split(ms)
    tail = f"{minutes:02d}:{seconds:02d}.{millis:03d}"
    if hours or always_hours:
        return f"{hours:02d}:{tail}"
    return tail
