"""Ungapped comparison of equal-length sequences (case does not matter)."""

from .alphabet import validate
from .errors import SequenceError


def _pair(a: str, b: str) -> tuple[str, str]:
    if len(validate(a)) != len(validate(b)):
        raise SequenceError("sequences differ in length")
    return a.upper(), b.upper()


def mismatches(a: str, b: str) -> list[int]:
    """Positions where the sequences differ; N matches anything."""
    x, y = _pair(a, b)
    return [i for i, (p, q) in enumerate(zip(x, y)) if p != q and "N" not in (p, q)]


def hamming(a: str, b: str) -> int:
    return len(mismatches(a, b))


def identity(a: str, b: str) -> float:
    x, _ = _pair(a, b)
    if not x:
        raise SequenceError("empty sequences")
    return round(1 - hamming(a, b) / len(x), 4)


def consensus(seqs: list[str]) -> str:
    """Majority base of every column of equal-length sequences; a tie or a column of only
    N gives N."""
    if not seqs:
        raise SequenceError("no sequences")
    width = len(seqs[0])
    for seq in seqs:
        if len(validate(seq)) != width:
            raise SequenceError("sequences differ in length")
    out = []
    for column in zip(*(s.upper() for s in seqs)):
        counts: dict[str, int] = {}
        for base in column:
            if base != "N":
                counts[base] = counts.get(base, 0) + 1
        best = sorted(counts.items(), key=lambda item: -item[1])
        if not best or (len(best) > 1 and best[0][1] == best[1][1]):
            out.append("N")
        else:
            out.append(best[0][0])
    return "".join(out)


def identity_table(named: dict[str, str]) -> dict[tuple[str, str], float]:
    """Identity of every pair of named sequences, each pair once, names in sorted order."""
    names = sorted(named)
    return {(a, b): identity(named[a], named[b]) for i, a in enumerate(names) for b in names[i + 1:]}
