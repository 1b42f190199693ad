import pytest

from chordkit import INSTRUMENTS, ChordError, voice_chord

GUITAR, FLUTE, VIOLIN = INSTRUMENTS["guitar"], INSTRUMENTS["flute"], INSTRUMENTS["violin"]


def test_highest_note_of_every_instrument():
    for instrument in INSTRUMENTS.values():
        assert instrument.can_play(instrument.high), instrument.name
        assert instrument.playable([instrument.low, instrument.high]) == [instrument.low, instrument.high]
    assert GUITAR.can_play("Fb6") and VIOLIN.can_play("G##7")


def test_fit_keeps_the_top_note():
    assert (GUITAR.fit("E6"), FLUTE.fit("C7"), VIOLIN.fit("A7")) == ("E6", "C7", "A7")
    assert (FLUTE.fit("C8"), VIOLIN.fit("A8"), INSTRUMENTS["cello"].fit("A6")) == ("C7", "A7", "A5")


def test_voicing_that_reaches_the_top():
    notes = voice_chord("F", 6)
    assert FLUTE.playable(notes) == ["F6", "A6", "C7"]
    assert [FLUTE.fit(n) for n in ["F7", "A7", "C8"]] == ["F6", "A6", "C7"]


def test_notes_beyond_the_ends_are_rejected():
    assert GUITAR.playable(["E2", "B3"]) == ["E2", "B3"]
    with pytest.raises(ChordError, match="D2"):
        GUITAR.playable(["D2", "E3"])
    with pytest.raises(ChordError):
        FLUTE.playable(["C8"])
    with pytest.raises(ChordError, match="C#7"):
        FLUTE.playable(["C6", "C#7"])
    assert not GUITAR.can_play("F6") and not INSTRUMENTS["ukulele"].can_play("A#5")


def test_fit_of_notes_inside_and_below():
    assert (FLUTE.fit("E3"), GUITAR.fit("E2"), INSTRUMENTS["cello"].fit("B1"), FLUTE.fit("B6")) == ("E4", "E2", "B2", "B6")
    assert (FLUTE.fit("Db9"), GUITAR.fit("F6")) == ("Db6", "F5")
