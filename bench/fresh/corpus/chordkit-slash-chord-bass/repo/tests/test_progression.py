import pytest

from chordkit import ChordError, analyse, chord_for, parse_numeral, progression


def test_parse_numerals():
    assert parse_numeral("bVII") == (-1, 7, "")
    assert parse_numeral("ii7") == (0, 2, "m7")
    assert parse_numeral("vii°") == (0, 7, "dim")
    with pytest.raises(ChordError):
        parse_numeral("IIx")


def test_progressions_in_sharp_keys():
    assert progression("I vi IV V", "G") == ["G", "Em", "C", "D"]
    assert progression("ii7-V7-Imaj7", "D") == ["Em7", "A7", "Dmaj7"]
    assert chord_for("V7", "A", "harmonic minor") == "E7"
    assert chord_for("bVII", "C") == "Bb"


def test_analyse():
    assert analyse("C Am F G7 Bdim Eb", "C") == ["I", "vi", "IV", "V7", "vii°", None]
    assert analyse(["Em", "C", "D"], "E", "minor") == ["i", "VI", "VII"]
