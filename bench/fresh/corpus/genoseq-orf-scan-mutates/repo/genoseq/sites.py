"""Restriction sites and digests."""

from .alphabet import is_palindrome, reverse_complement, validate
from .errors import SequenceError

ENZYMES = {
    # name: (site, cut offset on the top strand)
    "EcoRI": ("GAATTC", 1),
    "BamHI": ("GGATCC", 1),
    "HindIII": ("AAGCTT", 1),
    "NotI": ("GCGGCCGC", 2),
    "SmaI": ("CCCGGG", 3),
}


def find_sites(seq: str, site: str) -> list[int]:
    """Start positions of `site` on the top strand, and of its reverse complement when
    the site is not a palindrome (case does not matter)."""
    s, target = validate(seq).upper(), validate(site).upper()
    if not target:
        raise SequenceError("empty site")
    targets = {target} if is_palindrome(target) else {target, reverse_complement(target)}
    hits = set()
    for t in targets:
        i = s.find(t)
        while i != -1:
            hits.add(i)
            i = s.find(t, i + 1)
    return sorted(hits)


def cut_positions(seq: str, enzymes: list[str]) -> list[int]:
    cuts = set()
    for name in enzymes:
        if name not in ENZYMES:
            raise SequenceError(f"unknown enzyme {name!r}")
        site, offset = ENZYMES[name]
        cuts.update(pos + offset for pos in find_sites(seq, site))
    return sorted(cuts)


def digest(seq: str, enzymes: list[str]) -> list[str]:
    """Fragments of a linear sequence cut by every enzyme named."""
    bounds = [0, *cut_positions(seq, enzymes), len(seq)]
    return [seq[a:b] for a, b in zip(bounds, bounds[1:]) if b > a]


def fragment_sizes(seq: str, enzymes: list[str]) -> list[int]:
    """Fragment lengths of a digest, longest first (as they run on a gel)."""
    return sorted((len(f) for f in digest(seq, enzymes)), reverse=True)
