"""Counting words, lines and sentences.

A word is a run of letters and digits; an apostrophe (``'`` or ``’``) or a hyphen *between*
two such runs joins them, so ``don't``, ``it’s`` and ``state-of-the-art`` are one word each.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass

_WORD = re.compile(r"\w+(?:['’-]\w+)*")
_SENTENCE_END = re.compile(r"[.!?]+(?=\s|$)")


@dataclass(frozen=True)
class TextStats:
    chars: int
    chars_no_spaces: int
    words: int
    lines: int
    sentences: int
    avg_word_length: float


def words(text: str) -> list[str]:
    return _WORD.findall(text)


def word_count(text: str) -> int:
    return len(words(text))


def line_count(text: str) -> int:
    """Lines of *text*; a trailing newline does not start another line."""
    if not text:
        return 0
    return text.count("\n") + (0 if text.endswith("\n") else 1)


def sentence_count(text: str) -> int:
    found = len(_SENTENCE_END.findall(text))
    if found == 0 and text.strip():
        return 1
    return found


def text_stats(text: str) -> TextStats:
    found = words(text)
    letters = sum(len(w) for w in found)
    return TextStats(
        chars=len(text),
        chars_no_spaces=sum(1 for ch in text if not ch.isspace()),
        words=len(found),
        lines=line_count(text),
        sentences=sentence_count(text),
        avg_word_length=round(letters / len(found), 2) if found else 0.0,
    )


def reading_time(text: str, words_per_minute: int = 200) -> int:
    """Whole minutes to read *text*, rounded up; 0 for text without words."""
    if words_per_minute < 1:
        raise ValueError("words_per_minute must be positive")
    n = word_count(text)
    return math.ceil(n / words_per_minute) if n else 0


def most_common_words(text: str, n: int = 5, stopwords=()) -> list[tuple[str, int]]:
    """The *n* most frequent words, lower-cased, most frequent first (ties: first seen first)."""
    stop = {w.lower() for w in stopwords}
    counts = Counter(w.lower() for w in words(text) if w.lower() not in stop)
    return counts.most_common(n)
