import pytest

from chordkit import MODES, ChordError, degree, key_signature, prefers_flats, scale


def test_sharp_and_natural_keys():
    assert scale("C") == ["C", "D", "E", "F", "G", "A", "B"]
    assert scale("D") == ["D", "E", "F#", "G", "A", "B", "C#"]
    assert scale("E", "minor") == ["E", "F#", "G", "A", "B", "C", "D"]
    assert scale("A", "harmonic minor") == ["A", "B", "C", "D", "E", "F", "G#"]


def test_keys_named_with_a_flat():
    assert scale("Bb") == ["Bb", "C", "D", "Eb", "F", "G", "A"]
    assert scale("Eb", "dorian") == ["Eb", "F", "Gb", "Ab", "Bb", "C", "Db"]
    assert prefers_flats("Ab") and not prefers_flats("F#", "minor")


def test_every_mode_has_seven_notes_from_the_tonic():
    for mode in MODES:
        for tonic in ("C", "D", "E", "G", "A", "B", "F#", "Bb"):
            notes = scale(tonic, mode)
            assert len(notes) == 7 and notes[0] == tonic


def test_key_signatures():
    assert [key_signature(k) for k in ("C", "G", "D", "F", "Bb", "F#", "Gb")] == [0, 1, 2, -1, -2, 6, -6]
    assert (key_signature("A", "minor"), key_signature("C", "minor"), key_signature("D", "dorian")) == (0, -3, 0)


def test_degrees_and_modes():
    assert (degree("F#", "D"), degree("G", "E", "minor"), degree("F", "G")) == (3, 3, None)
    with pytest.raises(ChordError):
        scale("C", "lydian")
