"""Retiming: shifting, scaling (frame-rate changes), overlaps and minimum gaps.

Every function here returns new cues and leaves the cues it was given unchanged.
"""

from dataclasses import replace

from .cue import Cue
from .errors import TimecodeError


def shift(cues: list[Cue], offset_ms: int) -> list[Cue]:
    """Move every cue by `offset_ms` (negative: earlier). A cue may not move before 0."""
    shifted = []
    for cue in cues:
        if cue.start + offset_ms < 0:
            raise TimecodeError(f"cue {cue.index} would start before 0")
        cue.start += offset_ms
        cue.end += offset_ms
        shifted.append(cue)
    return shifted


def scale(cues: list[Cue], factor: float) -> list[Cue]:
    """Multiply every timing by `factor` (e.g. 25 / 23.976), rounding to whole milliseconds."""
    if factor <= 0:
        raise ValueError("factor must be positive")
    for cue in cues:
        cue.start, cue.end = round(cue.start * factor), round(cue.end * factor)
    return list(cues)


def convert_frame_rate(cues: list[Cue], source_fps: float, target_fps: float) -> list[Cue]:
    """Retime cues made for `source_fps` video so they fit `target_fps` video."""
    return scale(cues, source_fps / target_fps)


def find_overlaps(cues: list[Cue]) -> list[tuple[int, int]]:
    """Index pairs of cues that are on screen at the same time (touching cues do not overlap)."""
    ordered = sorted(cues, key=lambda c: c.start)
    pairs = []
    for i, first in enumerate(ordered):
        for second in ordered[i + 1:]:
            if second.start >= first.end:
                break
            pairs.append((first.index, second.index))
    return pairs


def enforce_gap(cues: list[Cue], gap_ms: int = 0) -> tuple[list[Cue], int]:
    """Trim cue ends so that at least `gap_ms` separates each cue from the next.

    Returns the new cues and how many of them were trimmed. A cue that would be trimmed to
    nothing keeps 1 ms.
    """
    if gap_ms < 0:
        raise ValueError("gap must not be negative")
    ordered = sorted(cues, key=lambda c: c.start)
    result, trimmed = [], 0
    for i, cue in enumerate(ordered):
        if i + 1 < len(ordered) and ordered[i + 1].start - cue.end < gap_ms:
            new_end = max(cue.start + 1, ordered[i + 1].start - gap_ms)
            result.append(replace(cue, end=new_end))
            trimmed += 1
        else:
            result.append(cue)
    return result, trimmed


def merge(first: Cue, second: Cue) -> Cue:
    """One cue from two consecutive ones: the first's number and start, the second's end, both texts."""
    if second.end <= first.start:
        raise ValueError("the second cue must end after the first one starts")
    return Cue(first.index, first.start, max(first.end, second.end), f"{first.text}\n{second.text}")


def split_at(cue: Cue, at_ms: int) -> tuple[Cue, Cue]:
    """Two cues with the same text, the first ending and the second starting at `at_ms`."""
    if not cue.start < at_ms < cue.end:
        raise ValueError("split point must lie inside the cue")
    return replace(cue, end=at_ms), replace(cue, start=at_ms)


def total_gap(cues: list[Cue]) -> int:
    """Milliseconds with no cue on screen between the first start and the last end."""
    ordered = sorted(cues, key=lambda c: c.start)
    gap, covered = 0, None
    for cue in ordered:
        if covered is not None and cue.start > covered:
            gap += cue.start - covered
        covered = cue.end if covered is None else max(covered, cue.end)
    return gap
