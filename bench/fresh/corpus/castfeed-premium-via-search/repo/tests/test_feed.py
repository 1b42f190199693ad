import pytest

from castfeed import Episode, Feed, FeedError, NotFound


def test_add_and_get(feed):
    assert feed.get(3).title == "Letters from Listeners"
    assert feed.get(2).tags == frozenset({"interview"})
    with pytest.raises(NotFound):
        feed.get(9)


def test_add_checks(feed):
    with pytest.raises(FeedError):
        feed.add(Episode(6, "Other", "day-shift", 1, 1, 60, day=1))
    with pytest.raises(FeedError):
        feed.add(Episode(1, "Again", "night-shift", 3, 1, 60, day=1))
    with pytest.raises(FeedError):
        feed.add(Episode(6, "Same slot", "night-shift", 1, 2, 60, day=1))
    with pytest.raises(FeedError):
        Episode(7, " ", "night-shift", 1, 1, 60, day=1)
    with pytest.raises(FeedError):
        Episode(7, "Zero", "night-shift", 1, 1, 0, day=1)


def test_seasons_and_codes(feed):
    assert [e.code for e in feed.season(1)] == ["S1E1", "S1E2", "S1E3"]
    assert [e.id for e in feed.season(2)] == [4, 5]


def test_latest(feed):
    assert [e.id for e in feed.latest(2)] == [5, 4]
    assert [e.id for e in feed.latest()] == [5, 4, 3]


def test_total_seconds(feed):
    assert feed.total_seconds() == 8998


def test_remove_between_and_numbering(feed):
    assert [e.id for e in feed.between(10, 20)] == [2, 3, 4]
    assert feed.next_number(2) == 3 and feed.next_number(3) == 1
    feed.remove(4)
    assert [e.id for e in feed.season(2)] == [5]
    with pytest.raises(FeedError):
        feed.between(5, 1)
