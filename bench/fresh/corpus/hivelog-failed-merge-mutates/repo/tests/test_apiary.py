import pytest

from hivelog import Colony, InvalidRecord, NotFound


def test_colonies_and_lookup(apiary):
    assert apiary.colonies() == ["h1", "h2", "h3", "h4"]
    assert apiary.colonies("south") == ["h4"]
    with pytest.raises(NotFound):
        apiary.colony("zz")
    with pytest.raises(InvalidRecord):
        apiary.add_colony(Colony("h1", "north", 3))


def test_merge(apiary):
    apiary.merge("h2", "h1", "2024-06-01")
    assert apiary.colony("h1").frames == 18 and apiary.colonies() == ["h1", "h3", "h4"]
    assert apiary.history == [("merge", apiary.history[0][1], "h2", "h1")]


def test_merge_rules(apiary):
    with pytest.raises(InvalidRecord, match="same yard"):
        apiary.merge("h2", "h4", "2024-06-01")
    with pytest.raises(InvalidRecord, match="itself"):
        apiary.merge("h2", "h2", "2024-06-01")
    with pytest.raises(NotFound):
        apiary.merge("zz", "h3", "2024-06-01")


def test_split(apiary):
    apiary.split("h1", "h5", 4, "2024-06-01")
    assert apiary.colony("h1").frames == 10
    new = apiary.colony("h5")
    assert (new.yard, new.frames, new.queen_year) == ("north", 4, None)
    with pytest.raises(InvalidRecord):
        apiary.split("h2", "h6", 4, "2024-06-01")


def test_split_rules(apiary):
    with pytest.raises(InvalidRecord, match="exists"):
        apiary.split("h1", "h3", 2, "2024-06-01")
    with pytest.raises(InvalidRecord, match="cannot take"):
        apiary.split("h1", "h5", 0, "2024-06-01")
    assert apiary.colony("h1").frames == 14 and apiary.history == []


def test_harvests_per_colony(apiary):
    apiary.harvest("h1", "2024-06-01", 12.0)
    apiary.harvest("h3", "2024-06-01", 4.5)
    apiary.harvest("h1", "2024-07-01", 3.0)
    assert (apiary.harvested("h1"), apiary.harvested("h3"), apiary.harvested()) == (15.0, 4.5, 19.5)
    with pytest.raises(NotFound):
        apiary.harvest("zz", "2024-06-01", 1.0)


def test_refused_merge_changes_nothing(apiary):
    with pytest.raises(InvalidRecord, match="do not fit"):
        apiary.merge("h3", "h2", "2024-06-01")
    assert apiary.colony("h2").frames == 4 and apiary.colony("h3").frames == 8
    assert apiary.colonies() == ["h1", "h2", "h3", "h4"] and apiary.history == []
