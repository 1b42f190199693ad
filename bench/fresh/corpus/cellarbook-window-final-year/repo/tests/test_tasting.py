import pytest

from cellarbook import CellarError, Note, average_score, points, spread, taster_average, top_rated


def test_note_validation():
    with pytest.raises(CellarError):
        Note("C1", "ann", 101, 2026)
    with pytest.raises(CellarError):
        Note("C1", "ann", 88.5, 2026)


def test_average_scores(notes):
    assert (average_score(notes, "C1"), average_score(notes, "A1"), average_score(notes, "Z9")) == (91, 94, None)
    assert (points([80, 90]), points([]), points([77])) == (85, None, 77)


def test_taster_average(notes):
    assert (taster_average(notes, "bob"), taster_average(notes, "sue")) == (92, 91)


def test_top_rated(notes):
    assert [bid for bid, _ in top_rated(notes)] == ["A1", "C1", "C5"]
    assert [bid for bid, _ in top_rated(notes, 1)] == ["A1"]


def test_spread(notes):
    assert (spread(notes, "C1"), spread(notes, "A1")) == (2, 2)
    with pytest.raises(CellarError):
        spread(notes, "Z9")
