"""Notes: names, pitch classes, octaves and MIDI numbers (C4 is 60, A4 is 69)."""

import re

from .errors import ChordError

NATURAL = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
ACCIDENTALS = {"": 0, "#": 1, "##": 2, "b": -1, "bb": -2}
SHARP_NAMES = ("C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B")
FLAT_NAMES = ("C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B")

_NOTE_RE = re.compile(r"^([A-Ga-g])(##|bb|#|b)?(-1|\d)?$")


def split_note(text: str) -> tuple[str, str, int | None]:
    """'Bb3' -> ('B', 'b', 3); 'f#' -> ('F', '#', None)."""
    m = _NOTE_RE.match(text.strip()) if isinstance(text, str) else None
    if not m:
        raise ChordError(f"not a note: {text!r}")
    letter, accidental, octave = m.groups()
    return letter.upper(), accidental or "", None if octave is None else int(octave)


def pitch_class(text: str) -> int:
    """The pitch class 0..11 of a note name, with or without an octave ('Cb' -> 11)."""
    letter, accidental, _ = split_note(text)
    return (NATURAL[letter] + ACCIDENTALS[accidental]) % 12


def midi(text: str) -> int:
    """The MIDI number of a note with an octave: 'C4' -> 60, 'Cb4' -> 59, 'B#3' -> 60."""
    letter, accidental, octave = split_note(text)
    if octave is None:
        raise ChordError(f"note without an octave: {text!r}")
    number = (octave + 1) * 12 + NATURAL[letter] + ACCIDENTALS[accidental]
    if not 0 <= number <= 127:
        raise ChordError(f"note outside the MIDI range: {text!r}")
    return number


def pc_name(pc: int, flats: bool = False) -> str:
    """The name of a pitch class, with sharps (default) or flats."""
    return (FLAT_NAMES if flats else SHARP_NAMES)[pc % 12]


def note_name(number: int, flats: bool = False) -> str:
    """The name of a MIDI number: 61 -> 'C#4' (or 'Db4' with flats)."""
    if not 0 <= number <= 127:
        raise ChordError(f"MIDI number out of range: {number}")
    return f"{pc_name(number, flats)}{number // 12 - 1}"


def has_octave(text: str) -> bool:
    return split_note(text)[2] is not None


def frequency(text: str, a4: float = 440.0) -> float:
    """Equal-tempered frequency in Hz, to two decimals: 'A4' -> 440.0, 'C4' -> 261.63."""
    return round(a4 * 2 ** ((midi(text) - 69) / 12), 2)
