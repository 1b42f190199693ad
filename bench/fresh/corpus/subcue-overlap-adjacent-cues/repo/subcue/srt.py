"""Reading and writing SRT files."""

from .cue import Cue
from .errors import CueError, ParseError, TimecodeError
from .timecode import format_srt_timecode, parse_srt_timecode

ARROW = " --> "


def loads(text: str) -> list[Cue]:
    """Parse SRT text into cues (blank lines separate blocks; CRLF is accepted)."""
    cues: list[Cue] = []
    lines = text.replace("\r\n", "\n").split("\n")
    i = 0
    while i < len(lines):
        if not lines[i].strip():
            i += 1
            continue
        start_line = i + 1
        try:
            index = int(lines[i].strip())
        except ValueError:
            raise ParseError(f"expected a cue number, got {lines[i]!r}", start_line) from None
        if i + 1 >= len(lines) or ARROW.strip() not in lines[i + 1]:
            raise ParseError("expected a timing line", start_line + 1)
        left, _, right = lines[i + 1].partition("-->")
        try:
            start, end = parse_srt_timecode(left), parse_srt_timecode(right)
        except TimecodeError as exc:
            raise ParseError(str(exc), start_line + 1) from None
        i += 2
        body = []
        while i < len(lines) and lines[i].strip():
            body.append(lines[i].rstrip())
            i += 1
        try:
            cues.append(Cue(index, start, end, "\n".join(body)))
        except CueError as exc:
            raise ParseError(str(exc), start_line) from None
    return cues


def dumps(cues: list[Cue]) -> str:
    """Write cues as SRT text (one blank line between blocks, a trailing newline)."""
    blocks = []
    for cue in cues:
        timing = format_srt_timecode(cue.start) + ARROW + format_srt_timecode(cue.end)
        blocks.append(f"{cue.index}\n{timing}\n{cue.text}\n")
    return "\n".join(blocks)
