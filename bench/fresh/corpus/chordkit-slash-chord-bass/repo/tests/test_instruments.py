import pytest

from chordkit import INSTRUMENTS, ChordError, invert, spread, voice_chord

GUITAR, FLUTE, VIOLIN = INSTRUMENTS["guitar"], INSTRUMENTS["flute"], INSTRUMENTS["violin"]


def test_can_play_inside_and_at_the_bottom():
    assert GUITAR.can_play("E2") and GUITAR.can_play("C5") and FLUTE.can_play("C4")
    assert not GUITAR.can_play("D#2") and not FLUTE.can_play("B3")


def test_playable_rejects_notes_out_of_range():
    assert GUITAR.playable(["E2", "B3"]) == ["E2", "B3"]
    with pytest.raises(ChordError, match="D2"):
        GUITAR.playable(["D2", "E3"])
    with pytest.raises(ChordError):
        FLUTE.playable(["C8"])


def test_fit_moves_by_octaves():
    assert (FLUTE.fit("E3"), FLUTE.fit("G7"), GUITAR.fit("A4"), VIOLIN.fit("Bb8")) == ("E4", "G6", "A4", "Bb6")


def test_positions():
    assert GUITAR.positions("E4") == [(1, 0), (2, 5), (3, 9), (4, 14), (5, 19), (6, 24)]
    assert INSTRUMENTS["ukulele"].positions("C4") == [(3, 0)]


def test_voicings():
    assert voice_chord("C") == ["C4", "E4", "G4"]
    assert voice_chord("C/E") == ["E4", "G4", "C5"]
    assert voice_chord("Bbmaj7", 3) == ["Bb3", "D4", "F4", "A4"]
    assert invert(["C4", "E4", "G4"], 2) == ["G4", "C5", "E5"]
    assert (spread(["C4", "E4", "G4"]), spread(voice_chord("G7"))) == (7, 10)
