import pytest

from chordkit import ChordError, frequency, interval_between, interval_name, invert_interval, is_consonant
from chordkit import midi, note_name, pitch_class, semitones, split_note


def test_midi_numbers():
    assert [midi(n) for n in ("C4", "A4", "C-1", "G9", "Bb3", "Cb4", "B#3", "F##2")] == [60, 69, 0, 127, 58, 59, 60, 43]


@pytest.mark.parametrize("text", ["H2", "C", "C10", "c#x", "", "G#9", "Cb-1"])
def test_bad_notes(text):
    with pytest.raises(ChordError):
        midi(text)


def test_names_and_pitch_classes():
    assert (note_name(61), note_name(61, flats=True), note_name(0)) == ("C#4", "Db4", "C-1")
    assert [pitch_class(n) for n in ("C", "cb", "E#", "Bbb3")] == [0, 11, 5, 9]
    assert split_note(" f#2 ") == ("F", "#", 2)


def test_frequency():
    assert (frequency("A4"), frequency("C4"), frequency("A3", a4=442)) == (440.0, 261.63, 221.0)


def test_intervals():
    assert semitones("C4", "G4") == 7 and semitones("G4", "C4") == -7
    assert [interval_name(n) for n in (0, 4, 6, 12, 16, 24, 31)] == ["P1", "M3", "TT", "P8", "P8+M3", "2P8", "2P8+P5"]
    assert interval_between("E", "C") == "m6"
    assert (invert_interval("M3"), invert_interval("P1"), is_consonant(-9), is_consonant(14)) == ("m6", "P8", True, False)
    with pytest.raises(ChordError):
        interval_name(-1)
