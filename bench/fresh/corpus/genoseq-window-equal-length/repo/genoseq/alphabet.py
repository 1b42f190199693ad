"""The DNA alphabet: validation and complements.

Lowercase letters mark soft-masked regions; every function keeps them lowercase.
"""

from .errors import SequenceError

BASES = "ACGT"
_UPPER = "ACGTRYSWKMBDHVN"
_COMP = "TGCAYRSWMKVHDBN"
_TABLE = str.maketrans(_UPPER + _UPPER.lower(), _COMP + _COMP.lower())
_PAIRS = dict(zip(_UPPER + _UPPER.lower(), _COMP + _COMP.lower()))


def clean(text: str) -> str:
    """Drop whitespace and position numbers (GenBank style) from `text`."""
    return "".join(ch for ch in text if not ch.isspace() and not ch.isdigit())


def validate(seq: str) -> str:
    """Return `seq` unchanged, or raise SequenceError naming the first invalid base."""
    for i, base in enumerate(seq):
        if base.upper() not in _UPPER:
            raise SequenceError(f"invalid base {base!r} at {i}")
    return seq


def complement(seq: str) -> str:
    return validate(seq).translate(_TABLE)


def reverse_complement(seq: str) -> str:
    validate(seq)
    return "".join(_PAIRS[base] for base in reversed(seq))


def pairs(a: str, b: str) -> bool:
    """True when bases a and b pair (case does not matter)."""
    return _PAIRS.get(a.upper()) == b.upper()


def is_palindrome(site: str) -> bool:
    """A restriction-site palindrome reads the same as its reverse complement."""
    return len(site) % 2 == 0 and site.upper() == reverse_complement(site).upper()


def unambiguous(seq: str) -> bool:
    return all(base.upper() in BASES for base in seq)
