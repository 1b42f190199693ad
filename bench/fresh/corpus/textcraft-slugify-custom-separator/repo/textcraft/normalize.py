"""Normalisation helpers shared by the other modules."""

from __future__ import annotations

import re
import unicodedata

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def strip_accents(text: str) -> str:
    """``"Crème Brûlée"`` -> ``"Creme Brulee"``: decompose, then drop combining marks."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def collapse_whitespace(text: str) -> str:
    """Runs of whitespace become one space; leading and trailing whitespace is removed."""
    return " ".join(text.split())


def normalize_newlines(text: str) -> str:
    """``\\r\\n`` and lone ``\\r`` become ``\\n``."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


def remove_control_chars(text: str) -> str:
    """Drop ASCII control characters except tab, newline and carriage return."""
    return _CONTROL.sub("", text)
