import pytest

from chordkit import Chord, ChordError, identify, parse_chord


def test_parse_qualities_and_aliases():
    assert parse_chord("Am7") == Chord("A", "m7")
    assert parse_chord("F#dim") == Chord("F#", "dim")
    assert [parse_chord(s).quality for s in ("Cmin", "C-", "C+", "CM7", "Co", "C")] == ["m", "m", "aug", "maj7", "dim", ""]


def test_tones():
    assert parse_chord("Am7").tones() == ["A", "C", "E", "G"]
    assert parse_chord("Bbmaj7").tones() == ["Bb", "D", "F", "A"]
    assert parse_chord("G7").tones() == ["G", "B", "D", "F"]
    assert parse_chord("Bm7b5").tones() == ["B", "D", "F", "A"]


def test_slash_chords():
    assert parse_chord("C/E").tones() == ["E", "G", "C"]
    assert parse_chord("C/Bb").tones() == ["Bb", "C", "E", "G"]
    assert parse_chord("Dm/D") == Chord("D", "m")
    assert parse_chord("Bbmaj7/D").symbol() == "Bbmaj7/D"


@pytest.mark.parametrize("text", ["", "H", "Cmaj9", "C/", "C/H", "c"])
def test_bad_chord_symbols(text):
    with pytest.raises(ChordError):
        parse_chord(text)


def test_identify():
    assert (identify([0, 4, 7]), identify([9, 0, 4]), identify([7, 11, 2, 5]), identify([0, 1, 2])) == ("C", "Am", "G7", None)
