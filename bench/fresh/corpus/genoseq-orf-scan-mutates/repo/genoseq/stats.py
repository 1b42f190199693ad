"""Base composition statistics."""

from .alphabet import validate
from .errors import SequenceError


def base_counts(seq: str) -> dict[str, int]:
    """Counts of A, C, G, T; every ambiguous base counts as N."""
    counts = {b: 0 for b in "ACGTN"}
    for base in validate(seq).upper():
        counts[base if base in "ACGT" else "N"] += 1
    return counts


def gc_content(seq: str) -> float:
    """Fraction of G and C among the called (A, C, G, T) bases, rounded to 4 places."""
    c = base_counts(seq)
    called = c["A"] + c["C"] + c["G"] + c["T"]
    if not called:
        raise SequenceError("no called bases")
    return round((c["G"] + c["C"]) / called, 4)


def gc_windows(seq: str, size: int, step: int = 1) -> list[tuple[int, float | None]]:
    """GC content of every window of `size` bases, moving by `step`.

    A window without called bases has GC content None.
    """
    if size < 1 or step < 1:
        raise SequenceError("size and step must be positive")
    if size > len(seq):
        raise SequenceError("window longer than sequence")
    out: list[tuple[int, float | None]] = []
    for start in range(0, len(seq) - size + 1, step):
        window = seq[start:start + size]
        try:
            out.append((start, gc_content(window)))
        except SequenceError:
            out.append((start, None))
    return out


def gc_skew(seq: str) -> float:
    """(G - C) / (G + C), 0.0 without G or C."""
    c = base_counts(seq)
    total = c["G"] + c["C"]
    return 0.0 if not total else round((c["G"] - c["C"]) / total, 4)


def melting_temp(seq: str) -> float:
    """Wallace rule below 14 called bases, the salt-free GC formula from 14 on."""
    c = base_counts(seq)
    at, gc = c["A"] + c["T"], c["G"] + c["C"]
    n = at + gc
    if not n:
        raise SequenceError("no called bases")
    if n < 14:
        return float(2 * at + 4 * gc)
    return round(64.9 + 41 * (gc - 16.4) / n, 1)
