from chordkit import capo_shapes, transpose_chord, transpose_progression


def test_bass_lines_move_with_the_chords():
    assert transpose_progression("G D/F# Em C/G", 5) == ["C", "G/B", "Am", "F/C"]
    assert transpose_chord("Bb/D", -2) == "Ab/C"
    assert transpose_chord("D/C#", -2) == "C/B"


def test_bass_spelled_like_the_chord():
    assert transpose_chord("Eb/G", 1) == "E/Ab"
    assert transpose_chord("Am/G", 3, key="Eb") == "Cm/Bb"
    assert transpose_chord("F/A", 1) == "F#/A#"
    assert transpose_chord("C7/Bb", 2) == "D7/C"


def test_capo_shapes_keep_the_bass_line():
    assert capo_shapes("D D/C# Bm G/B", 2) == ["C", "C/B", "Am", "F/A"]
    assert capo_shapes(["Ab/C"], 1) == ["G/B"]


def test_plain_chords_unchanged():
    assert transpose_progression("C Am F G7", -3) == ["A", "F#m", "D", "E7"]
    assert (transpose_chord("Bbmaj7", 2), transpose_chord("Ebm", 1, key="E")) == ("Cmaj7", "Em")
    assert capo_shapes("F#m Bm E", 2) == ["Em", "Am", "D"]


def test_bass_equal_to_the_root_is_dropped():
    assert transpose_chord("Dm/D", 2) == "Em"
    assert transpose_progression(["C/C", "G"], 0) == ["C", "G"]
