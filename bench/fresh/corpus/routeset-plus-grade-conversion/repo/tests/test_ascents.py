import pytest

from conftest import ADA, ANN, BOB, SAM
from routeset import Ascent, NotFound, PermissionDenied, RouteError


def test_log_and_query(log):
    log.log(ANN, Ascent("ann", 1, "flash", day=2))
    log.log(BOB, Ascent("bob", 1, "redpoint", day=3))
    log.log(ANN, Ascent("ann", 2, "redpoint", day=4))
    assert [a.route_id for a in log.of("ann")] == [1, 2]
    assert [a.climber for a in log.on(1)] == ["ann", "bob"]


def test_log_checks(log, book):
    with pytest.raises(RouteError):
        log.log(ANN, Ascent("ann", 2, "flash", day=1))
    with pytest.raises(RouteError):
        Ascent("ann", 1, "onsight", day=2)
    book.retire(SAM, 1)
    with pytest.raises(RouteError):
        log.log(ANN, Ascent("ann", 1, "redpoint", day=5))


def test_flash_must_come_first(log):
    log.log(ANN, Ascent("ann", 3, "redpoint", day=3))
    with pytest.raises(RouteError):
        log.log(ANN, Ascent("ann", 3, "flash", day=4))


def test_setter_logs_for_a_member(log):
    log.log(SAM, Ascent("bob", 2, "redpoint", day=2))
    assert [a.climber for a in log.entries] == ["bob"]


def test_remove_needs_admin(log):
    log.log(ANN, Ascent("ann", 1, "flash", day=2))
    with pytest.raises(PermissionDenied):
        log.remove(ANN, 0)
    assert log.remove(ADA, 0).climber == "ann"
    with pytest.raises(NotFound):
        log.remove(ADA, 0)


def test_log_session(log):
    got = log.log_session(ANN, "ann", [1, 3], day=4)
    assert [(a.route_id, a.style) for a in got] == [(1, "redpoint"), (3, "redpoint")]
    assert len(log.of("ann")) == 2
