"""FASTA records."""

from dataclasses import dataclass

from .alphabet import clean, validate
from .errors import SequenceError


@dataclass(frozen=True)
class Record:
    name: str
    seq: str
    description: str = ""


def parse_fasta(text: str) -> list[Record]:
    records: list[Record] = []
    header: str | None = None
    chunks: list[str] = []

    def flush() -> None:
        if header is not None:
            name, _, description = header.partition(" ")
            if not name:
                raise SequenceError("record without a name")
            records.append(Record(name, validate(clean("".join(chunks))), description.strip()))

    for line in text.splitlines():
        if line.startswith(">"):
            flush()
            header, chunks = line[1:].strip(), []
        elif line.strip():
            if header is None:
                raise SequenceError("sequence before the first header")
            chunks.append(line)
    flush()
    return records


def format_fasta(records: list[Record], width: int = 60) -> str:
    if width < 1:
        raise SequenceError("width must be positive")
    lines = []
    for rec in records:
        lines.append(f">{rec.name} {rec.description}".rstrip())
        lines.extend(rec.seq[i:i + width] for i in range(0, len(rec.seq), width))
    return "\n".join(lines) + "\n"


def find_record(records: list[Record], name: str) -> Record:
    for rec in records:
        if rec.name == name:
            return rec
    raise SequenceError(f"no record named {name!r}")


def length_summary(records: list[Record]) -> dict[str, int]:
    """Count, total length, shortest and longest record of a FASTA file."""
    if not records:
        return {"records": 0, "total": 0, "shortest": 0, "longest": 0}
    lengths = [len(rec.seq) for rec in records]
    return {"records": len(lengths), "total": sum(lengths), "shortest": min(lengths), "longest": max(lengths)}
