import pytest

from chordkit import ChordError, best_capo, capo_shapes, transpose_chord, transpose_note, transpose_notes
from chordkit import transpose_progression


def test_transpose_note():
    assert (transpose_note("B3", 1), transpose_note("A", 3), transpose_note("C4", -1, flats=True)) == ("C4", "C", "B3")
    assert transpose_note("E4", 2, flats=True) == "Gb4"


def test_transpose_notes():
    assert transpose_notes(["C4", "E4", "G4"], 2) == ["D4", "F#4", "A4"]
    assert transpose_notes(["A", "C#"], -2, flats=True) == ["G", "B"]


def test_transpose_chords():
    assert (transpose_chord("Am7", 3), transpose_chord("Bb", 2), transpose_chord("G", 1)) == ("Cm7", "C", "G#")
    assert transpose_chord("G", 1, key="Ab") == "Ab"
    assert transpose_progression("C Am Dm G7", 2) == ["D", "Bm", "Em", "A7"]


def test_capo_shapes_and_best_capo():
    assert capo_shapes("Bb Gm Eb F", 3) == ["G", "Em", "C", "D"]
    assert capo_shapes(["A", "E"], 0) == ["A", "E"]
    assert best_capo("Bb Gm Eb F") == 3
    with pytest.raises(ChordError):
        capo_shapes("C", 13)
