from castfeed import Episode, Feed, ProgressLog, search, up_next
from conftest import ADA


def test_latest_keeps_the_feed_order(feed):
    assert [e.id for e in feed.latest(2)] == [5, 4]
    assert [e.id for e in feed.episodes()] == [1, 2, 3, 4, 5]


def test_search_and_unfinished_after_latest(feed, log):
    feed.latest()
    log.record("ann", 1, 10)
    log.record("ann", 5, 10)
    assert [e.id for e in search(feed, ADA, "the")] == [2, 5]
    assert log.unfinished("ann") == [1, 5]


def test_up_next_of_a_season_leaves_it_alone(feed, log):
    season = feed.season(2)[::-1]
    log.record("bob", 5, 60)
    assert [e.id for e in up_next(season, log, "bob")] == [5, 4]
    assert [e.id for e in season] == [5, 4]


def test_latest_by_day_whatever_the_adding_order():
    f = Feed("late")
    for eid, day in ((1, 5), (2, 1), (3, 9), (4, 5)):
        f.add(Episode(eid, f"E{eid}", "late", 1, eid, 60, day=day))
    assert [e.id for e in f.latest(3)] == [3, 4, 1]
    assert [e.id for e in f.latest(9)] == [3, 4, 1, 2]


def test_up_next_orders_by_day_then_id():
    f = Feed("late")
    for eid, day in ((1, 5), (2, 1), (3, 9), (4, 5)):
        f.add(Episode(eid, f"E{eid}", "late", 1, eid, 60, day=day))
    log = ProgressLog(f)
    log.record("ann", 1, 10)
    log.record("ann", 4, 10)
    assert [e.id for e in up_next(f.episodes(), log, "ann")] == [4, 1, 2, 3]
