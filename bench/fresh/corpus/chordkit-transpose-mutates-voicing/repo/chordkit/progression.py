"""Roman-numeral progressions: numerals to chords of a key and back."""

import re

from .chords import parse_chord
from .errors import ChordError
from .notes import pc_name, pitch_class
from .scales import prefers_flats, scale

_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")
_NUMERAL_RE = re.compile(r"^(b|#)?(VII|VI|V|IV|III|II|I|vii|vi|v|iv|iii|ii|i)(°7|o7|ø7|maj7|°|o|\+|7)?$")
_UPPER_SUFFIX = {None: "", "+": "aug", "7": "7", "maj7": "maj7"}
_LOWER_SUFFIX = {None: "m", "°": "dim", "o": "dim", "7": "m7", "ø7": "m7b5", "°7": "dim7", "o7": "dim7"}
_BACK = {"": ("", True), "aug": ("+", True), "7": ("7", True), "maj7": ("maj7", True), "m": ("", False),
         "dim": ("°", False), "m7": ("7", False), "m7b5": ("ø7", False), "dim7": ("°7", False)}


def parse_numeral(text: str) -> tuple[int, int, str]:
    """'bVII' -> (-1, 7, ''); 'ii7' -> (0, 2, 'm7'); 'vii°' -> (0, 7, 'dim')."""
    m = _NUMERAL_RE.match(text.strip())
    if not m:
        raise ChordError(f"not a Roman numeral: {text!r}")
    shift, roman, suffix = m.groups()
    upper = roman.isupper()
    table = _UPPER_SUFFIX if upper else _LOWER_SUFFIX
    if suffix not in table:
        raise ChordError(f"{suffix!r} does not go with {'an upper' if upper else 'a lower'}-case numeral")
    return {"b": -1, "#": 1, None: 0}[shift], _ROMAN.index(roman.upper()) + 1, table[suffix]


def chord_for(numeral: str, tonic: str, mode: str = "major") -> str:
    """The chord symbol of a numeral in a key: ('IV', 'D') -> 'G', ('bVII', 'C') -> 'Bb'."""
    shift, degree, quality = parse_numeral(numeral)
    root = scale(tonic, mode)[degree - 1]
    if shift:
        root = pc_name(pitch_class(root) + shift, shift < 0 or prefers_flats(tonic, mode))
    return root + quality


def progression(numerals, tonic: str, mode: str = "major") -> list[str]:
    """Chords of a progression: 'I vi IV V' (or 'I-vi-IV-V', or a list) in a key."""
    if isinstance(numerals, str):
        numerals = numerals.replace("-", " ").split()
    return [chord_for(n, tonic, mode) for n in numerals]


def analyse(symbols, tonic: str, mode: str = "major") -> list[str | None]:
    """Roman numerals of chord symbols in a key; None for a chord whose root is not in the key."""
    if isinstance(symbols, str):
        symbols = symbols.split()
    pcs = [pitch_class(n) for n in scale(tonic, mode)]
    out: list[str | None] = []
    for symbol in symbols:
        chord = parse_chord(symbol)
        root = pitch_class(chord.root)
        if root not in pcs or chord.quality not in _BACK:
            out.append(None)
            continue
        suffix, upper = _BACK[chord.quality]
        roman = _ROMAN[pcs.index(root)]
        out.append((roman if upper else roman.lower()) + suffix)
    return out
