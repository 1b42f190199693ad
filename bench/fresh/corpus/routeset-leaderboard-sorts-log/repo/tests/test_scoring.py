from conftest import ANN, BOB, SAM
from routeset import (
    Ascent, ascent_points, first_ascents, hardest_sends, history, leaderboard, route_points,
)


def test_points():
    assert (route_points(0), route_points(5)) == (100, 600)
    assert (ascent_points(5, "redpoint"), ascent_points(5, "flash"), ascent_points(5, "repeat")) == (600, 720, 0)


def _fill(log):
    log.log(ANN, Ascent("ann", 2, "flash", day=3))       # 720
    log.log(ANN, Ascent("ann", 2, "repeat", day=4))      # 0
    log.log(BOB, Ascent("bob", 1, "redpoint", day=2))    # 200
    log.log(BOB, Ascent("bob", 3, "flash", day=2))       # 600
    log.log(SAM, Ascent("sam", 4, "redpoint", day=5))    # 1000


def test_leaderboard(log, book):
    _fill(log)
    assert leaderboard(log, book) == [("sam", 1000), ("bob", 800), ("ann", 720)]
    assert leaderboard(log, book, top=1) == [("sam", 1000)]


def test_best_ascent_of_a_route_counts_once(log, book):
    log.log(BOB, Ascent("bob", 1, "redpoint", day=2))
    log.log(BOB, Ascent("bob", 1, "redpoint", day=3))
    assert leaderboard(log, book) == [("bob", 200)]


def test_history_and_firsts(log, book):
    _fill(log)
    assert [(a.climber, a.day) for a in history(log.entries)] == [
        ("bob", 2), ("bob", 2), ("ann", 3), ("ann", 4), ("sam", 5),
    ]
    assert first_ascents(log) == {1: "bob", 2: "ann", 3: "bob", 4: "sam"}


def test_hardest_sends(log, book):
    _fill(log)
    assert [a.route_id for a in hardest_sends(log.entries, book, n=2)] == [4, 2]


def test_history_leaves_the_log_alone(log):
    log.log(ANN, Ascent("ann", 2, "flash", day=3))
    log.log(BOB, Ascent("bob", 1, "redpoint", day=2))
    assert [a.climber for a in history(log.entries)] == ["bob", "ann"]
    assert [a.climber for a in log.entries] == ["ann", "bob"]
