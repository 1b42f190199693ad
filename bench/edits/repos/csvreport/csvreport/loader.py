"""Reading CSV text into typed tables."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from pathlib import Path

from . import infer

DELIMITERS = (",", ";", "\t", "|")


@dataclass
class Table:
    """A parsed CSV file: ordered column names, inferred types and rows."""

    columns: list[str]
    types: dict[str, str] = field(default_factory=dict)
    rows: list[dict] = field(default_factory=list)

    def column(self, name: str) -> list:
        """Return all values of column *name* in row order."""
        if name not in self.types:
            raise KeyError(f"no such column: {name!r}")
        return [row[name] for row in self.rows]

    def __len__(self) -> int:
        return len(self.rows)


def normalize_header(name: str) -> str:
    """Lower-case a header, strip it and join inner whitespace with ``_``."""
    return "_".join(name.strip().lower().split())


def dedupe_headers(names: list[str]) -> list[str]:
    """Make header names unique by suffixing repeats: a, a -> a, a_2."""
    seen: dict[str, int] = {}
    out = []
    for name in names:
        name = name or "column"
        count = seen.get(name, 0) + 1
        seen[name] = count
        out.append(name if count == 1 else f"{name}_{count}")
    return out


def sniff_delimiter(text: str) -> str:
    """Guess the delimiter from the header line; defaults to a comma."""
    lines = text.splitlines()
    header = lines[0] if lines else ""
    best = max(DELIMITERS, key=header.count)
    return best if header.count(best) else ","


def parse_csv(text: str, delimiter: str = ",") -> Table:
    """Parse CSV *text* into a :class:`Table` with inferred column types.

    Blank lines are skipped, short rows are padded with empty cells and
    over-long rows raise ``ValueError``.
    """
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    records = [rec for rec in reader if any(cell.strip() for cell in rec)]
    if not records:
        return Table(columns=[])
    header = dedupe_headers([normalize_header(h) for h in records[0]])
    raw_rows = []
    for number, rec in enumerate(records[1:], start=2):
        if len(rec) > len(header):
            raise ValueError(f"record {number}: expected {len(header)} fields, got {len(rec)}")
        raw_rows.append(rec + [""] * (len(header) - len(rec)))
    types = {name: infer.infer_column_type([r[i] for r in raw_rows]) for i, name in enumerate(header)}
    rows = [{name: infer.convert(r[i], types[name]) for i, name in enumerate(header)} for r in raw_rows]
    return Table(columns=header, types=types, rows=rows)


def load_csv(path, delimiter: str | None = None, encoding: str = "utf-8-sig") -> Table:
    """Read the CSV file at *path*; the delimiter is sniffed when not given."""
    text = Path(path).read_text(encoding=encoding)
    if delimiter is None:
        delimiter = sniff_delimiter(text)
    return parse_csv(text, delimiter=delimiter)
