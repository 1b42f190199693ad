"""Tokenise logfmt lines into Records.

A line is a sequence of ``key=value`` pairs separated by whitespace. Values may be quoted with
double quotes; inside quotes a backslash escapes the next character (``\\"``, ``\\\\``, ``\\n``,
``\\t``; any other escaped character stands for itself).
A key without ``=`` is a flag and is stored as True. The well-known keys ``ts``,
``level`` and ``msg`` are lifted onto the Record; everything else stays in ``fields``.
"""

from dataclasses import dataclass, field

from .errors import ParseError, FieldError
from .levels import Level, parse_level

_ESCAPES = {'"': '"', "\\": "\\"}


@dataclass
class Record:
    """One parsed line. ``fields`` keeps file order; ``line_no`` is 1-based when known."""

    ts: str | None = None
    level: Level = Level.INFO
    msg: str = ""
    fields: dict = field(default_factory=dict)
    line_no: int | None = None

    def get(self, key, default=None):
        """A field value converted with fields.coerce, or `default` when absent."""
        from .fields import coerce

        if key not in self.fields:
            return default
        return coerce(self.fields[key])


def _read_quoted(text: str, start: int) -> tuple[str, int]:
    """Read a quoted value whose opening quote is at `start`; return (value, index after it)."""
    out = []
    i = start + 1
    while i < len(text):
        ch = text[i]
        if ch == "\\":
            if i + 1 >= len(text):
                raise ParseError("dangling backslash", i)
            nxt = text[i + 1]
            out.append(_ESCAPES.get(nxt, nxt))
            i += 2
            continue
        if ch == '"':
            return "".join(out), i + 1
        out.append(ch)
        i += 1
    raise ParseError("unterminated quoted value", start)


def tokenize(text: str) -> list[tuple[str, str | bool]]:
    """Split a line into (key, value) pairs; flags get the value True."""
    pairs = []
    i, n = 0, len(text)
    while i < n:
        if text[i].isspace():
            i += 1
            continue
        key_start = i
        while i < n and not text[i].isspace() and text[i] != "=":
            if text[i] == '"':
                raise ParseError("quote in key", i)
            i += 1
        key = text[key_start:i]
        if not key:
            raise ParseError("empty key", key_start)
        if i < n and text[i] == "=":
            i += 1
            if i < n and text[i] == '"':
                value, i = _read_quoted(text, i)
            else:
                value_start = i
                while i < n and not text[i].isspace():
                    i += 1
                value = text[value_start:i]
            pairs.append((key, value))
        else:
            pairs.append((key, True))
    return pairs


def parse_line(text: str, line_no: int | None = None) -> Record:
    """Parse one logfmt line. Raises ParseError for malformed lines or duplicate keys."""
    rec = Record(line_no=line_no)
    seen = set()
    for key, value in tokenize(text.rstrip("\n")):
        if key in seen:
            raise ParseError(f"duplicate key {key!r}")
        seen.add(key)
        if key == "ts":
            rec.ts = value if isinstance(value, str) else None
        elif key == "level" and isinstance(value, str):
            try:
                rec.level = parse_level(value)
            except FieldError as exc:
                raise ParseError(str(exc)) from None
        elif key == "msg" and isinstance(value, str):
            rec.msg = value
        else:
            rec.fields[key] = value
    return rec


def parse_lines(lines, strict: bool = False) -> list[Record]:
    """Parse many lines, skipping blank ones. Malformed lines are skipped unless `strict`."""
    records = []
    for no, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            records.append(parse_line(line, line_no=no))
        except ParseError:
            if strict:
                raise
    return records
