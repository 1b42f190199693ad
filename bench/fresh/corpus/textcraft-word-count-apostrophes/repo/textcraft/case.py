"""Identifier case conversion.

Words are found by :func:`split_words`: non-alphanumeric characters separate words, and so do
case changes (``camelCase``), acronym boundaries (``HTTPServer`` is ``HTTP`` + ``Server``,
``parseURL`` is ``parse`` + ``URL``) and digit runs (``utf8`` is ``utf`` + ``8``).
"""

from __future__ import annotations

import re

from .normalize import strip_accents

_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")


def split_words(text: str) -> list[str]:
    """The words of an identifier or phrase, original case kept."""
    return _WORD.findall(strip_accents(text))


def to_snake(text: str) -> str:
    return "_".join(w.lower() for w in split_words(text))


def to_kebab(text: str) -> str:
    return "-".join(w.lower() for w in split_words(text))


def to_constant(text: str) -> str:
    return "_".join(w.upper() for w in split_words(text))


def to_camel(text: str) -> str:
    words = split_words(text)
    if not words:
        return ""
    return words[0].lower() + "".join(w.capitalize() for w in words[1:])


def to_pascal(text: str) -> str:
    return "".join(w.capitalize() for w in split_words(text))


def to_title(text: str) -> str:
    return " ".join(w.capitalize() for w in split_words(text))
