from conftest import ADA, ANN, BOB, SAM
from routeset import Ascent, first_ascents, hardest_sends, history


def _fill(log):
    log.log(SAM, Ascent("sam", 4, "redpoint", day=5))
    log.log(ANN, Ascent("ann", 2, "flash", day=3))
    log.log(BOB, Ascent("bob", 3, "flash", day=2))
    log.log(BOB, Ascent("bob", 1, "redpoint", day=2))
    log.log(ANN, Ascent("ann", 2, "repeat", day=4))


def test_hardest_sends_leaves_its_input_alone(log, book):
    _fill(log)
    before = list(log.entries)
    assert [a.route_id for a in hardest_sends(log.entries, book, n=3)] == [4, 2, 3]
    assert log.entries == before


def test_first_ascents_keeps_log_order(log):
    _fill(log)
    before = list(log.entries)
    assert first_ascents(log) == {1: "bob", 2: "ann", 3: "bob", 4: "sam"}
    assert log.entries == before


def test_remove_after_boards_removes_the_right_entry(log, book):
    _fill(log)
    first_ascents(log)
    hardest_sends(log.entries, book)
    assert log.remove(ADA, 0).climber == "sam"
    assert [a.climber for a in log.entries] == ["ann", "bob", "bob", "ann"]


def test_history_orders_by_day_then_route(log):
    _fill(log)
    assert [(a.day, a.route_id) for a in history(log.entries)] == [
        (2, 1), (2, 3), (3, 2), (4, 2), (5, 4),
    ]


def test_first_ascent_ties_go_to_the_lower_route_then_log_order(log):
    log.log(BOB, Ascent("bob", 3, "redpoint", day=2))
    log.log(ANN, Ascent("ann", 3, "flash", day=2))
    log.log(ANN, Ascent("ann", 1, "redpoint", day=2))
    assert first_ascents(log) == {1: "ann", 3: "bob"}
    assert [(a.climber, a.route_id) for a in history(log.entries)] == [
        ("ann", 1), ("bob", 3), ("ann", 3),
    ]
