"""Reading-speed and layout checks.

A cue's reading speed is its characters (spaces and punctuation included, line breaks not) per
second on screen. Up to and including `COMFORTABLE_CPS` is comfortable, up to and including
`MAX_CPS` is fast, anything above is too fast.
"""

from .cue import Cue

COMFORTABLE_CPS = 15.0
MAX_CPS = 20.0
MAX_LINE_LENGTH = 42
MAX_LINES = 2
MIN_DURATION_MS = 833


def characters(cue: Cue) -> int:
    return len(cue.plain_text())


def chars_per_second(cue: Cue) -> float:
    """Reading speed, rounded to two decimals."""
    return round(characters(cue) * 1000 / cue.duration, 2)


def speed_level(cps: float) -> str:
    if cps <= COMFORTABLE_CPS:
        return "comfortable"
    if cps <= MAX_CPS:
        return "fast"
    return "too fast"


def problems(cue: Cue) -> list[str]:
    """Every rule the cue breaks, as short messages (an empty list: none)."""
    found = []
    if len(cue.lines) > MAX_LINES:
        found.append(f"{len(cue.lines)} lines")
    for number, line in enumerate(cue.lines, start=1):
        if len(line) > MAX_LINE_LENGTH:
            found.append(f"line {number} has {len(line)} characters")
    if cue.duration < MIN_DURATION_MS:
        found.append(f"on screen for {cue.duration} ms")
    if speed_level(chars_per_second(cue)) == "too fast":
        found.append(f"{chars_per_second(cue)} characters per second")
    return found


def min_duration_for(cue: Cue, cps: float = COMFORTABLE_CPS) -> int:
    """Shortest time on screen (ms, rounded up) that keeps the cue at or below `cps`."""
    needed = -(-characters(cue) * 1000 // int(cps))
    return max(needed, MIN_DURATION_MS)
