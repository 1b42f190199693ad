"""Shortening text to a width, with an ellipsis where something was cut."""

from __future__ import annotations

ELLIPSIS = "…"


def truncate(text: str, width: int, ellipsis: str = ELLIPSIS, break_words: bool = True) -> str:
    """*text* if it fits in *width* characters, else its start plus *ellipsis*, *width* long at
    most. With ``break_words=False`` the cut moves back to the last space."""
    if width < len(ellipsis):
        raise ValueError(f"width {width} cannot hold the ellipsis {ellipsis!r}")
    if len(text) <= width:
        return text
    head = text[: width - len(ellipsis)]
    if not break_words:
        space = head.rfind(" ")
        if space > 0:
            head = head[:space]
    return head.rstrip() + ellipsis


def truncate_middle(text: str, width: int, ellipsis: str = ELLIPSIS) -> str:
    """Keep the start and the end: ``"/home/user/…/report.pdf"``."""
    if width < len(ellipsis):
        raise ValueError(f"width {width} is too small for the ellipsis {ellipsis!r}")
    if len(text) <= width:
        return text
    room = width - len(ellipsis)
    left, right = (room + 1) // 2, room // 2
    return text[:left] + ellipsis + (text[len(text) - right :] if right else "")


def truncate_words(text: str, max_words: int, ellipsis: str = ELLIPSIS) -> str:
    """At most *max_words* words (whitespace is collapsed when cutting)."""
    if max_words < 1:
        raise ValueError("max_words must be at least 1")
    words = text.split()
    if len(words) <= max_words:
        return text
    return " ".join(words[:max_words]) + ellipsis
