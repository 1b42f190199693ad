"""Line lexer: turns settings text into section headers and key/value entries.

Kept separate from :mod:`settingsfile.document` so tools (linters, formatters) can walk the
tokens with their line numbers without building a Config.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import ParseError

COMMENT_CHARS = ("#", ";")
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_.-]*\Z")


@dataclass(frozen=True)
class SectionHeader:
    name: str
    line: int


@dataclass(frozen=True)
class Entry:
    key: str
    value: str
    line: int


def valid_name(name: str) -> bool:
    """True if ``name`` may be used as a section name or a key."""
    return bool(_NAME.match(name))


def strip_inline_comment(value: str) -> str:
    """Drop an inline comment: a comment char preceded by whitespace and outside quotes."""
    quote = None
    for i, ch in enumerate(value):
        if quote:
            if ch == quote:
                quote = None
            continue
        if ch in "\"'":
            quote = ch
        elif ch in COMMENT_CHARS and i > 0 and value[i - 1].isspace():
            return value[:i].rstrip()
    return value


def tokenize(text: str) -> list[SectionHeader | Entry]:
    """Split ``text`` into tokens.

    Indented lines continue the previous entry's value (joined with a newline); a blank line
    ends a continuation. Comment lines are skipped and do not end a continuation.
    """
    tokens: list[SectionHeader | Entry] = []
    continuing = False
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip()
        if not stripped:
            continuing = False
            continue
        if stripped[0] in COMMENT_CHARS:
            continue
        if raw[0] in " \t" and continuing:
            last = tokens[-1]
            assert isinstance(last, Entry)
            tokens[-1] = Entry(last.key, last.value + "\n" + strip_inline_comment(stripped), last.line)
            continue
        if stripped.startswith("["):
            if not stripped.endswith("]"):
                raise ParseError("unterminated section header", number)
            name = stripped[1:-1].strip()
            if not valid_name(name):
                raise ParseError(f"bad section name {name!r}", number)
            tokens.append(SectionHeader(name.lower(), number))
            continuing = False
            continue
        key, sep, value = stripped.partition("=")
        if not sep:
            raise ParseError("expected 'key = value'", number)
        key = key.strip()
        if not valid_name(key):
            raise ParseError(f"bad key {key!r}", number)
        tokens.append(Entry(key.lower(), strip_inline_comment(value.strip()), number))
        continuing = True
    return tokens
