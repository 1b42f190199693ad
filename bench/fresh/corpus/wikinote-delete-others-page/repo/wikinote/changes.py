"""Line-based change summaries between two texts."""
from __future__ import annotations

import difflib


def line_changes(old: str, new: str) -> tuple[int, int]:
    """(added, removed) line counts."""
    added = removed = 0
    for line in difflib.ndiff(old.splitlines(), new.splitlines()):
        if line.startswith("+ "):
            added += 1
        elif line.startswith("- "):
            removed += 1
    return added, removed


def change_summary(old: str, new: str) -> str:
    """'+2 -1', or 'no change'."""
    added, removed = line_changes(old, new)
    if not added and not removed:
        return "no change"
    return f"+{added} -{removed}"
