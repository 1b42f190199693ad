"""Greedy word wrapping.

Lines hold as many words as fit in *width* characters (a line of exactly *width* characters
fits). Whitespace between words collapses to one space. Words longer than the width are split
across lines unless ``break_long_words=False``, in which case they stay whole on a line of
their own. Hyphenated words are never split at the hyphen.
"""

from __future__ import annotations

import re

_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")


def wrap(text: str, width: int, break_long_words: bool = True) -> list[str]:
    """The lines of *text* wrapped to *width*."""
    if width < 1:
        raise ValueError("width must be at least 1")
    lines: list[str] = []
    current = ""
    for word in text.split():
        while break_long_words and len(word) > width:
            if current:
                lines.append(current)
                current = ""
            lines.append(word[:width])
            word = word[width:]
        if not word:
            continue
        if not current:
            current = word
        elif len(current) + 1 + len(word) <= width:
            current += " " + word
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


def fill(text: str, width: int, indent: str = "") -> str:
    """Wrap each paragraph (separated by blank lines) to *width*, the indent included."""
    if width <= len(indent):
        raise ValueError("the indent leaves no room for text")
    paragraphs = [p for p in _PARAGRAPH_BREAK.split(text.strip()) if p.strip()]
    return "\n\n".join("\n".join(indent + line for line in wrap(p, width - len(indent))) for p in paragraphs)


def indent_lines(text: str, prefix: str, skip_blank: bool = True) -> str:
    """Prefix every line of *text*; blank lines stay empty unless ``skip_blank=False``."""
    return "\n".join(line if skip_blank and not line.strip() else prefix + line for line in text.split("\n"))
