"""Errors raised by chordkit."""


class ChordError(ValueError):
    """A note, interval, scale, chord or voicing that cannot be parsed or built."""
