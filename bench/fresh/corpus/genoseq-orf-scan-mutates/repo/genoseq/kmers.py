"""k-mers of a sequence (always uppercase)."""

from .alphabet import reverse_complement, validate
from .errors import SequenceError


def kmers(seq: str, k: int) -> list[str]:
    validate(seq)
    if k < 1:
        raise SequenceError("k must be positive")
    if k > len(seq):
        raise SequenceError("k longer than sequence")
    upper = seq.upper()
    return [upper[i:i + k] for i in range(len(seq) - k + 1)]


def kmer_counts(seq: str, k: int) -> dict[str, int]:
    counts: dict[str, int] = {}
    for kmer in kmers(seq, k):
        counts[kmer] = counts.get(kmer, 0) + 1
    return counts


def most_common(seq: str, k: int, n: int = 3) -> list[tuple[str, int]]:
    """The n most frequent k-mers, ties broken alphabetically."""
    counts = kmer_counts(seq, k)
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:n]


def canonical(kmer: str) -> str:
    """The smaller of a k-mer and its reverse complement."""
    upper = kmer.upper()
    return min(upper, reverse_complement(upper))


def canonical_counts(seq: str, k: int) -> dict[str, int]:
    counts: dict[str, int] = {}
    for kmer in kmers(seq, k):
        key = canonical(kmer)
        counts[key] = counts.get(key, 0) + 1
    return counts
