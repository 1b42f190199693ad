from chordkit import invert, transpose_notes, voice_chord


def test_invert_leaves_the_voicing_alone():
    voicing = voice_chord("G7")
    before = list(voicing)
    assert invert(voicing) == ["B4", "D5", "F5", "G5"]
    assert voicing == before


def test_inversions_from_one_voicing():
    voicing = ["C4", "E4", "G4"]
    assert [invert(voicing, k) for k in range(4)] == [
        ["C4", "E4", "G4"], ["E4", "G4", "C5"], ["G4", "C5", "E5"], ["C5", "E5", "G5"]]
    assert voicing == ["C4", "E4", "G4"]


def test_tuples_and_other_sequences():
    assert transpose_notes(("C4", "D4"), 1) == ["C#4", "D#4"]
    assert invert(("Bb3", "D4", "F4")) == ["D4", "F4", "Bb4"]
    melody = ["A", "Bb"]
    up = transpose_notes(melody, 2, flats=True)
    assert up is not melody and melody == ["A", "Bb"]


def test_order_of_the_notes_is_kept():
    assert transpose_notes(["G4", "C4", "E5"], -2) == ["F4", "A#3", "D5"]
    assert invert(["E4", "C4", "G4"]) == ["C4", "G4", "E5"]


def test_results():
    assert transpose_notes([], 3) == []
    assert invert(voice_chord("Bbmaj7", 3), 2) == ["F4", "A4", "Bb4", "D5"]
