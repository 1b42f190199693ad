"""Scales and keys. A scale is spelled with sharps or with flats after its key signature
(the relative major's place on the circle of fifths); a key with six flats or sharps keeps the
plain names (Gb major is spelled with B, not Cb)."""

from .errors import ChordError
from .notes import pc_name, pitch_class, split_note

MODES: dict[str, tuple[int, ...]] = {
    "major": (2, 2, 1, 2, 2, 2, 1),
    "minor": (2, 1, 2, 2, 1, 2, 2),
    "harmonic minor": (2, 1, 2, 2, 1, 3, 1),
    "dorian": (2, 1, 2, 2, 2, 1, 2),
    "mixolydian": (2, 2, 1, 2, 2, 1, 2),
}
# semitones from a mode's tonic up to the tonic of its relative major
RELATIVE_MAJOR = {"major": 0, "minor": 3, "harmonic minor": 3, "dorian": 10, "mixolydian": 5}
# major keys written with flats: F, Bb, Eb, Ab, Db, Gb
FLAT_MAJORS = frozenset({5, 10, 3, 8, 1, 6})


def _mode(mode: str) -> str:
    key = mode.strip().lower()
    if key not in MODES:
        raise ChordError(f"unknown mode: {mode!r}")
    return key


def prefers_flats(tonic: str, mode: str = "major") -> bool:
    """Is the key of `tonic` / `mode` written with flats?"""
    mode = _mode(mode)
    _, accidental, _ = split_note(tonic)
    if accidental.startswith("b"):
        return True
    if accidental.startswith("#"):
        return False
    return (pitch_class(tonic) + RELATIVE_MAJOR[mode]) % 12 in FLAT_MAJORS


def scale(tonic: str, mode: str = "major") -> list[str]:
    """The seven notes of the scale, from the tonic up, spelled after the key."""
    steps = MODES[_mode(mode)]
    flats = prefers_flats(tonic, mode)
    pc = pitch_class(tonic)
    out = []
    for step in steps:
        out.append(pc_name(pc, flats))
        pc = (pc + step) % 12
    return out


def degree(note: str, tonic: str, mode: str = "major") -> int | None:
    """The scale degree (1..7) of `note` in the key, or None for a note outside it."""
    pcs = [pitch_class(n) for n in scale(tonic, mode)]
    pc = pitch_class(note)
    return pcs.index(pc) + 1 if pc in pcs else None


def key_signature(tonic: str, mode: str = "major") -> int:
    """Sharps (positive) or flats (negative) of the key: 'D' -> 2, 'F' -> -1, 'C minor' -> -3."""
    mode = _mode(mode)
    _, accidental, _ = split_note(tonic)
    major_pc = (pitch_class(tonic) + RELATIVE_MAJOR[mode]) % 12
    fifths = (major_pc * 7) % 12  # steps round the circle of fifths from C
    if accidental.startswith("b") or (not accidental.startswith("#") and fifths > 6):
        return fifths - 12
    return fifths
