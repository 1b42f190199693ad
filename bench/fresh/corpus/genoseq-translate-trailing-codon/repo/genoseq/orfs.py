"""Open reading frames."""

from dataclasses import dataclass

from .alphabet import reverse_complement
from .translate import START, STOPS, translate


@dataclass(frozen=True)
class Orf:
    start: int      # 0-based offset on its strand
    end: int        # one past the last base, stop codon included when there is one
    strand: str     # "+" or "-"
    protein: str    # without the stop

    @property
    def length(self) -> int:
        return self.end - self.start


def _scan(seq: str, strand: str, min_aa: int) -> list[Orf]:
    found = []
    for frame in range(3):
        i = frame
        while i + 3 <= len(seq):
            if seq[i:i + 3] != START:
                i += 3
                continue
            j = i
            while j + 3 <= len(seq) and seq[j:j + 3] not in STOPS:
                j += 3
            end = j + 3 if j + 3 <= len(seq) else j
            protein = translate(seq[i:end], to_stop=True)
            if len(protein) >= min_aa:
                found.append(Orf(i, end, strand, protein))
            i = end if end > i else i + 3
    return found


def find_orfs(seq: str, min_aa: int = 10) -> list[Orf]:
    """ORFs of at least `min_aa` amino acids on both strands, by strand then start."""
    s = seq.upper()
    orfs = _scan(s, "+", min_aa) + _scan(reverse_complement(s), "-", min_aa)
    return sorted(orfs, key=lambda o: (o.strand != "+", o.start))


def longest(orfs: list[Orf], n: int = 1) -> list[Orf]:
    """The n longest ORFs; equal lengths by strand, then start."""
    ranked = sorted(orfs, key=lambda o: (-o.length, o.strand != "+", o.start))
    return ranked[:n]


def drop_nested(orfs: list[Orf]) -> list[Orf]:
    """ORFs that do not lie inside a longer ORF of the same strand, by strand then start."""
    ordered = sorted(orfs, key=lambda o: (o.strand != "+", o.start, -o.end))
    kept: list[Orf] = []
    for orf in ordered:
        if kept and kept[-1].strand == orf.strand and orf.end <= kept[-1].end:
            continue
        kept.append(orf)
    return kept
