"""chordkit: notes, intervals, scales, chord symbols, transposition and instrument ranges."""

from .chords import ALIASES, QUALITIES, Chord, identify, parse_chord
from .errors import ChordError
from .instruments import INSTRUMENTS, Instrument, invert, spread, voice_chord
from .intervals import interval_between, interval_name, invert as invert_interval, is_consonant, semitones
from .notes import FLAT_NAMES, SHARP_NAMES, frequency, midi, note_name, pc_name, pitch_class, split_note
from .progression import analyse, chord_for, parse_numeral, progression
from .scales import MODES, degree, key_signature, prefers_flats, scale
from .transpose import (best_capo, capo_shapes, transpose_chord, transpose_note, transpose_notes,
                        transpose_pc, transpose_progression)

__all__ = [
    "ALIASES", "Chord", "ChordError", "FLAT_NAMES", "INSTRUMENTS", "Instrument", "MODES", "QUALITIES",
    "SHARP_NAMES", "analyse", "best_capo", "capo_shapes", "chord_for", "degree", "frequency", "identify",
    "interval_between", "interval_name", "invert", "invert_interval", "is_consonant", "key_signature",
    "midi", "note_name", "parse_chord", "parse_numeral", "pc_name", "pitch_class", "prefers_flats",
    "progression", "scale", "semitones", "split_note", "spread", "transpose_chord", "transpose_note",
    "transpose_notes", "transpose_pc", "transpose_progression", "voice_chord",
]
