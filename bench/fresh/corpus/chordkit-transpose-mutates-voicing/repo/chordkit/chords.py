"""Chord symbols: a root, a quality and an optional bass note after a slash ('C/E')."""

import re
from dataclasses import dataclass

from .errors import ChordError
from .notes import pc_name, pitch_class

QUALITIES: dict[str, tuple[int, ...]] = {
    "": (0, 4, 7),
    "m": (0, 3, 7),
    "dim": (0, 3, 6),
    "aug": (0, 4, 8),
    "sus2": (0, 2, 7),
    "sus4": (0, 5, 7),
    "6": (0, 4, 7, 9),
    "7": (0, 4, 7, 10),
    "maj7": (0, 4, 7, 11),
    "m7": (0, 3, 7, 10),
    "m7b5": (0, 3, 6, 10),
    "dim7": (0, 3, 6, 9),
}
ALIASES = {"M": "", "maj": "", "min": "m", "-": "m", "+": "aug", "o": "dim", "ø": "m7b5", "M7": "maj7"}

_QUALITY = "|".join(sorted((re.escape(q) for q in list(QUALITIES) + list(ALIASES) if q), key=len, reverse=True))
_CHORD_RE = re.compile(rf"^([A-G](?:#|b)?)({_QUALITY})?(?:/([A-G](?:#|b)?))?$")


@dataclass(frozen=True)
class Chord:
    root: str
    quality: str = ""
    bass: str | None = None

    def __post_init__(self):
        if self.quality not in QUALITIES:
            raise ChordError(f"unknown chord quality: {self.quality!r}")

    def pitch_classes(self) -> list[int]:
        """Pitch classes from the bass up: the chord tones, rotated so a bass that is a chord
        tone comes first (an inversion), or with a foreign bass put in front."""
        root = pitch_class(self.root)
        pcs = [(root + i) % 12 for i in QUALITIES[self.quality]]
        if self.bass is None:
            return pcs
        bass = pitch_class(self.bass)
        if bass in pcs:
            i = pcs.index(bass)
            return pcs[i:] + pcs[:i]
        return [bass] + pcs

    def tones(self, flats: bool | None = None) -> list[str]:
        """Note names from the bass up; flats follow the root's spelling unless given."""
        if flats is None:
            flats = "b" in self.root[1:] or (self.bass is not None and "b" in self.bass[1:])
        return [pc_name(pc, flats) for pc in self.pitch_classes()]

    def symbol(self) -> str:
        return f"{self.root}{self.quality}" + (f"/{self.bass}" if self.bass else "")


def parse_chord(text: str) -> Chord:
    """'Am7' -> Chord('A', 'm7'); 'Bbmaj7/D' -> Chord('Bb', 'maj7', 'D'); aliases like 'Cmin'."""
    m = _CHORD_RE.match(text.strip()) if isinstance(text, str) else None
    if not m:
        raise ChordError(f"not a chord symbol: {text!r}")
    root, quality, bass = m.groups()
    quality = ALIASES.get(quality or "", quality or "")
    if bass is not None and pitch_class(bass) == pitch_class(root):
        bass = None
    return Chord(root, quality, bass)


def identify(pcs) -> str | None:
    """The chord symbol of a set of pitch classes, root position, or None ('C E G' -> 'C')."""
    wanted = sorted(set(p % 12 for p in pcs))
    for root in range(12):
        for quality, shape in QUALITIES.items():
            if sorted((root + i) % 12 for i in shape) == wanted:
                return pc_name(root) + quality
    return None
