"""Reading and writing WebVTT files (cue text and timings only; no styles or regions)."""

from .cue import Cue
from .errors import CueError, ParseError, TimecodeError
from .timecode import format_vtt_timecode, parse_vtt_timecode

HEADER = "WEBVTT"


def loads(text: str) -> list[Cue]:
    """Parse WebVTT text; cues without an identifier are numbered in order."""
    lines = text.replace("\r\n", "\n").split("\n")
    if not lines or not lines[0].startswith(HEADER):
        raise ParseError("missing WEBVTT header", 1)
    cues: list[Cue] = []
    i = 1
    while i < len(lines):
        if not lines[i].strip():
            i += 1
            continue
        block_line = i + 1
        if "-->" not in lines[i]:
            i += 1  # an identifier line
            if i >= len(lines) or "-->" not in lines[i]:
                raise ParseError("expected a timing line", block_line + 1)
        left, _, right = lines[i].partition("-->")
        right = right.strip().split(" ")[0]  # drop cue settings
        try:
            start, end = parse_vtt_timecode(left), parse_vtt_timecode(right)
        except TimecodeError as exc:
            raise ParseError(str(exc), i + 1) from None
        i += 1
        body = []
        while i < len(lines) and lines[i].strip():
            body.append(lines[i].rstrip())
            i += 1
        try:
            cues.append(Cue(len(cues) + 1, start, end, "\n".join(body)))
        except CueError as exc:
            raise ParseError(str(exc), block_line) from None
    return cues


def dumps(cues: list[Cue]) -> str:
    """Write cues as WebVTT text."""
    parts = [HEADER + "\n"]
    for cue in cues:
        parts.append(f"{format_vtt_timecode(cue.start)} --> {format_vtt_timecode(cue.end)}\n{cue.text}\n")
    return "\n".join(parts)
