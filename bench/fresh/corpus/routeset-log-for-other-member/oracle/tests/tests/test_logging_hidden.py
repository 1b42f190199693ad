import pytest

from conftest import ADA, ANN, BOB, SAM
from routeset import Ascent, PermissionDenied, RouteError, may_log_for


def test_may_log_for_rejects_members_for_others():
    assert not may_log_for(ANN, "bob")
    assert not may_log_for(BOB, "ann")


def test_session_for_someone_else_is_denied(log):
    with pytest.raises(PermissionDenied):
        log.log_session(BOB, "ann", [1, 3], day=4)
    assert log.entries == []


def test_redpoint_for_someone_else_is_denied(log):
    with pytest.raises(PermissionDenied):
        log.log(BOB, Ascent("ann", 1, "redpoint", day=2))
    assert log.of("ann") == []


def test_own_and_staff_logging_still_allowed(log):
    log.log(ANN, Ascent("ann", 1, "flash", day=2))
    log.log_session(SAM, "bob", [1, 3], day=3)
    log.log_session(ADA, "ann", [3], day=4)
    log.log_session(BOB, "bob", [2], day=4)
    assert [(a.climber, a.route_id) for a in log.entries] == [
        ("ann", 1), ("bob", 1), ("bob", 3), ("ann", 3), ("bob", 2),
    ]


def test_session_is_all_or_nothing(log, book):
    book.retire(SAM, 2)
    with pytest.raises(RouteError):
        log.log_session(ANN, "ann", [1, 2, 3], day=4)
    assert log.entries == []
    with pytest.raises(RouteError):
        log.log_session(SAM, "bob", [3, 3], day=4, style="flash")
    assert log.entries == []
