from chordkit import chord_for, progression, scale, transpose_chord


def test_flat_minor_keys():
    assert scale("G", "minor") == ["G", "A", "Bb", "C", "D", "Eb", "F"]
    assert scale("C", "minor") == ["C", "D", "Eb", "F", "G", "Ab", "Bb"]
    assert scale("d", "minor")[5] == "Bb"


def test_flat_harmonic_minor_dorian_and_mixolydian():
    assert scale("C", "harmonic minor") == ["C", "D", "Eb", "F", "G", "Ab", "B"]
    assert scale("G", "dorian") == ["G", "A", "Bb", "C", "D", "E", "F"]
    assert scale("C", "mixolydian") == ["C", "D", "E", "F", "G", "A", "Bb"]
    assert scale("F", "dorian") == ["F", "G", "Ab", "Bb", "C", "D", "Eb"]


def test_chords_in_flat_minor_keys():
    assert progression("i VI VII iv", "D", "minor") == ["Dm", "Bb", "C", "Gm"]
    assert chord_for("VII", "C", "mixolydian") == "Bb"
    assert transpose_chord("Am", 1, key="D", mode="minor") == "Bbm"


def test_sharp_modes_keep_their_sharps():
    assert scale("D", "mixolydian") == ["D", "E", "F#", "G", "A", "B", "C"]
    assert scale("A", "dorian") == ["A", "B", "C", "D", "E", "F#", "G"]
    assert scale("B", "minor") == ["B", "C#", "D", "E", "F#", "G", "A"]
    assert scale("E", "harmonic minor")[-1] == "D#"


def test_major_keys_unchanged():
    assert scale("F") == ["F", "G", "A", "Bb", "C", "D", "E"]
    assert scale("Gb") == ["Gb", "Ab", "Bb", "B", "Db", "Eb", "F"]
    assert scale("A")[2] == "C#" and progression("I IV V", "F") == ["F", "Bb", "C"]
