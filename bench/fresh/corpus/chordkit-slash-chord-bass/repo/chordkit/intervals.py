"""Intervals between notes, by semitones."""

from .errors import ChordError
from .notes import midi, pitch_class

NAMES = ("P1", "m2", "M2", "m3", "M3", "P4", "TT", "P5", "m6", "M6", "m7", "M7", "P8")
SEMITONES = {name: n for n, name in enumerate(NAMES)}
CONSONANT = frozenset({0, 3, 4, 5, 7, 8, 9})


def semitones(low: str, high: str) -> int:
    """Signed distance in semitones from `low` to `high` (notes with octaves)."""
    return midi(high) - midi(low)


def interval_name(n: int) -> str:
    """'M3' for 4; compound intervals keep their octaves: 16 -> 'P8+M3', 24 -> '2P8'."""
    if n < 0:
        raise ChordError("interval sizes are not negative")
    octaves, rest = divmod(n, 12)
    if octaves <= 1 and rest == 0:
        return NAMES[n]
    if octaves == 0:
        return NAMES[rest]
    head = "P8" if octaves == 1 else f"{octaves}P8"
    return head if rest == 0 else f"{head}+{NAMES[rest]}"


def interval_between(a: str, b: str) -> str:
    """The simple interval from pitch class `a` up to pitch class `b`: ('C', 'G') -> 'P5'."""
    return NAMES[(pitch_class(b) - pitch_class(a)) % 12]


def invert(name: str) -> str:
    """The inversion of a simple interval: 'M3' -> 'm6', 'P1' -> 'P8'."""
    if name not in SEMITONES:
        raise ChordError(f"not a simple interval: {name!r}")
    return NAMES[12 - SEMITONES[name]]


def is_consonant(n: int) -> bool:
    return abs(n) % 12 in CONSONANT
