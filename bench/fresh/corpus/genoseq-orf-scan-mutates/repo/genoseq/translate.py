"""The standard genetic code."""

from .alphabet import validate
from .errors import SequenceError

_ORDER = "TCAG"
_AMINO = "FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG"
CODONS = {
    a + b + c: _AMINO[16 * i + 4 * j + k]
    for i, a in enumerate(_ORDER)
    for j, b in enumerate(_ORDER)
    for k, c in enumerate(_ORDER)
}
START = "ATG"
STOPS = frozenset(codon for codon, aa in CODONS.items() if aa == "*")


def _checked(seq: str, frame: int) -> str:
    if frame not in (0, 1, 2):
        raise SequenceError("frame must be 0, 1 or 2")
    return validate(seq).upper()


def translate(seq: str, frame: int = 0, to_stop: bool = False) -> str:
    """Translate every complete codon from `frame` on; unknown codons become X.

    With `to_stop` the protein ends before the first stop codon.
    """
    s = _checked(seq, frame)
    protein = []
    for i in range(frame, len(s) - 2, 3):
        aa = CODONS.get(s[i:i + 3], "X")
        if aa == "*" and to_stop:
            break
        protein.append(aa)
    return "".join(protein)


def codon_usage(seq: str, frame: int = 0) -> dict[str, int]:
    """How often each complete codon occurs in `frame`."""
    s = _checked(seq, frame)
    usage: dict[str, int] = {}
    for i in range(frame, len(s) - 2, 3):
        codon = s[i:i + 3]
        usage[codon] = usage.get(codon, 0) + 1
    return usage
