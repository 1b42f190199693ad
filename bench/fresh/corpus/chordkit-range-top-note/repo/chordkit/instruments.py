"""Instrument ranges and chord voicings. A range is inclusive at both ends: the lowest and the
highest note of an instrument are both playable."""

from dataclasses import dataclass

from .chords import parse_chord
from .errors import ChordError
from .notes import midi, note_name, split_note


@dataclass(frozen=True)
class Instrument:
    name: str
    low: str
    high: str
    strings: tuple[str, ...] = ()
    frets: int = 0

    @property
    def lowest(self) -> int:
        return midi(self.low)

    @property
    def highest(self) -> int:
        return midi(self.high)

    def can_play(self, note: str) -> bool:
        return self.lowest <= midi(note) < self.highest

    def playable(self, notes) -> list[str]:
        """The notes, if every one is in range; else ChordError naming those that are not."""
        notes = list(notes)
        wrong = [n for n in notes if not self.can_play(n)]
        if wrong:
            raise ChordError(f"out of range for the {self.name}: {', '.join(wrong)}")
        return notes

    def fit(self, note: str) -> str:
        """The note moved by whole octaves into range (unchanged when it is in range already)."""
        n = midi(note)
        while n >= self.highest:
            n -= 12
        while n < self.lowest:
            n += 12
        if n > self.highest:
            raise ChordError(f"{note} cannot be fitted into the range of the {self.name}")
        return note_name(n, split_note(note)[1].startswith("b"))

    def positions(self, note: str) -> list[tuple[int, int]]:
        """(string number, fret) pairs that sound `note`; string 1 is the highest string."""
        n = midi(note)
        out = []
        for i, string in enumerate(reversed(self.strings), start=1):
            fret = n - midi(string)
            if 0 <= fret <= self.frets:
                out.append((i, fret))
        return out


INSTRUMENTS = {
    "guitar": Instrument("guitar", "E2", "E6", ("E2", "A2", "D3", "G3", "B3", "E4"), 24),
    "ukulele": Instrument("ukulele", "C4", "A5", ("G4", "C4", "E4", "A4"), 12),
    "violin": Instrument("violin", "G3", "A7", ("G3", "D4", "A4", "E5"), 0),
    "cello": Instrument("cello", "C2", "A5", ("C2", "G2", "D3", "A3"), 0),
    "flute": Instrument("flute", "C4", "C7"),
}


def voice_chord(symbol: str, octave: int = 4, flats: bool | None = None) -> list[str]:
    """A close voicing of the chord, its bass note in `octave`, every further tone above the last."""
    tones = parse_chord(symbol).tones(flats)
    out, last = [], None
    for tone in tones:
        n = midi(f"{tone}{octave}")
        while last is not None and n <= last:
            n += 12
        out.append(note_name(n, "b" in tone[1:]))
        last = n
    return out


def invert(voicing: list[str], times: int = 1) -> list[str]:
    """The voicing with its lowest note moved up an octave, `times` times, as a new list."""
    notes = list(voicing)
    for _ in range(times):
        low = notes.pop(0)
        notes.append(note_name(midi(low) + 12, "b" in split_note(low)[1]))
    return notes


def spread(voicing) -> int:
    """Semitones from the lowest to the highest note of a voicing."""
    numbers = [midi(n) for n in voicing]
    if not numbers:
        raise ChordError("an empty voicing")
    return max(numbers) - min(numbers)
