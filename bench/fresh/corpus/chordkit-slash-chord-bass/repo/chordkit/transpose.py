"""Transposition of notes, chords and progressions, and capo shapes for the guitar."""

from .chords import Chord, parse_chord
from .errors import ChordError
from .notes import has_octave, midi, note_name, pc_name, pitch_class
from .scales import prefers_flats

OPEN_SHAPES = frozenset({"C", "A", "G", "E", "D", "Am", "Em", "Dm", "A7", "E7", "D7", "G7", "C7", "Am7", "Em7"})


def transpose_pc(name: str, n: int, flats: bool = False) -> str:
    """A pitch-class name moved `n` semitones: ('A', 3) -> 'C'."""
    return pc_name(pitch_class(name) + n, flats)


def transpose_note(note: str, n: int, flats: bool = False) -> str:
    """A note moved `n` semitones; a note with an octave keeps one ('B3', 1) -> 'C4'."""
    if has_octave(note):
        return note_name(midi(note) + n, flats)
    return transpose_pc(note, n, flats)


def transpose_notes(notes: list[str], n: int, flats: bool = False) -> list[str]:
    """Every note of a list moved `n` semitones, as a new list."""
    return [transpose_note(note, n, flats) for note in notes]


def transpose_chord(symbol: str, n: int, key: str | None = None, mode: str = "major") -> str:
    """A chord symbol moved `n` semitones, bass included ('C/E', 2) -> 'D/F#'. The result is
    spelled after `key` when given, else with flats only when the chord's root had one."""
    chord = parse_chord(symbol)
    flats = prefers_flats(key, mode) if key else "b" in chord.root[1:]
    root = transpose_pc(chord.root, n, flats)
    bass = chord.bass
    return Chord(root, chord.quality, bass).symbol()


def transpose_progression(symbols, n: int, key: str | None = None, mode: str = "major") -> list[str]:
    if isinstance(symbols, str):
        symbols = symbols.split()
    return [transpose_chord(s, n, key, mode) for s in symbols]


def capo_shapes(symbols, capo: int) -> list[str]:
    """The shapes a guitarist fingers, with a capo at fret `capo`, to sound `symbols`."""
    if not 0 <= capo <= 12:
        raise ChordError(f"capo fret out of range: {capo}")
    if isinstance(symbols, str):
        symbols = symbols.split()
    shapes = []
    for symbol in symbols:
        chord = parse_chord(symbol)
        root = transpose_pc(chord.root, -capo)
        bass = chord.bass
        shapes.append(Chord(root, chord.quality, bass).symbol())
    return shapes


def best_capo(symbols, max_capo: int = 7) -> int:
    """The lowest capo fret whose shapes include the most open chord shapes."""
    def score(capo: int) -> int:
        return sum(shape.split("/")[0] in OPEN_SHAPES for shape in capo_shapes(symbols, capo))

    return max(range(max_capo + 1), key=lambda capo: (score(capo), -capo))
