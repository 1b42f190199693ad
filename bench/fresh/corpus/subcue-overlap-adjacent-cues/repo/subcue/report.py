"""A short summary of a subtitle track."""

from .cue import Cue
from .readability import chars_per_second, problems, speed_level
from .timing import find_overlaps


def summary(cues: list[Cue]) -> dict:
    """Counts, total time on screen, speed levels, overlaps and the cues with problems."""
    levels = {"comfortable": 0, "fast": 0, "too fast": 0}
    for cue in cues:
        levels[speed_level(chars_per_second(cue))] += 1
    flagged = {cue.index: problems(cue) for cue in cues if problems(cue)}
    return {
        "cues": len(cues),
        "on_screen_ms": sum(c.duration for c in cues),
        "first_start": min((c.start for c in cues), default=None),
        "last_end": max((c.end for c in cues), default=None),
        "levels": levels,
        "overlaps": find_overlaps(cues),
        "problems": flagged,
    }


def slowest_first(cues: list[Cue]) -> list[Cue]:
    """Cues ordered by reading speed, fastest (hardest to read) first; ties by index."""
    return sorted(cues, key=lambda c: (-chars_per_second(c), c.index))
