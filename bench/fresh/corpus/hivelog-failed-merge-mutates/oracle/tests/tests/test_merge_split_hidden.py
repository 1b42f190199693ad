import pytest

from hivelog import Colony, InvalidRecord


def test_refused_merge_keeps_the_queen_year(apiary):
    apiary.add_colony(Colony("h6", "north", 7, boxes=2, queen_year=2022))
    with pytest.raises(InvalidRecord):
        apiary.merge("h6", "h2", "2024-06-01")
    h2 = apiary.colony("h2")
    assert (h2.frames, h2.queen_year) == (4, None)
    apiary.merge("h2", "h6", "2024-06-02")
    h6 = apiary.colony("h6")
    assert (h6.frames, h6.queen_year) == (11, 2022)


def test_refused_split_keeps_the_source(apiary):
    with pytest.raises(InvalidRecord, match="box"):
        apiary.split("h1", "h5", 12, "2024-06-01")
    assert apiary.colony("h1").frames == 14 and "h5" not in apiary.colonies()
    apiary.split("h1", "h5", 12, "2024-06-01", boxes=2)
    assert apiary.colony("h1").frames == 2 and apiary.colony("h5").frames == 12


def test_refused_then_allowed_merge(apiary):
    for _ in range(2):
        with pytest.raises(InvalidRecord):
            apiary.merge("h3", "h2", "2024-06-01")
    apiary.merge("h2", "h1", "2024-06-02")
    assert apiary.colony("h1").frames == 18
    assert apiary.colonies() == ["h1", "h3", "h4"] and len(apiary.history) == 1


def test_successful_merge_and_split(apiary):
    apiary.merge("h2", "h1", "2024-06-01")
    h1 = apiary.colony("h1")
    assert (h1.frames, h1.queen_year) == (18, 2023)
    apiary.split("h1", "h7", 6, "2024-06-10")
    assert (h1.frames, apiary.colony("h7").frames) == (12, 6)
    assert [(k, a, b) for k, _, a, b in apiary.history] == [("merge", "h2", "h1"), ("split", "h1", "h7")]


def test_merge_inherits_the_queen_year(apiary):
    apiary.add_colony(Colony("h8", "north", 3, queen_year=2021))
    apiary.merge("h8", "h2", "2024-06-01")
    h2 = apiary.colony("h2")
    assert (h2.frames, h2.queen_year) == (7, 2021)
    with pytest.raises(InvalidRecord, match="cannot take"):
        apiary.split("h2", "h9", 7, "2024-06-02")
    assert h2.frames == 7
