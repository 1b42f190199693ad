import pytest

from conftest import ADA, ANN, OUT, SAM
from routeset import Member, RouteError, allowed, may_log_for, may_retire


def test_member_validation():
    with pytest.raises(RouteError):
        Member("")
    with pytest.raises(RouteError):
        Member("x y")
    with pytest.raises(RouteError):
        Member("zed", role="owner")


def test_permissions_by_role():
    assert allowed(ANN, "log") and not allowed(ANN, "set")
    assert allowed(SAM, "retire") and not allowed(SAM, "retire-any")
    assert allowed(ADA, "remove-ascent")


def test_logging_own_ascents():
    assert may_log_for(ANN, "ann")
    assert may_log_for(SAM, "sam")


def test_setters_log_for_others():
    assert may_log_for(SAM, "ann")
    assert may_log_for(ADA, "bob")


def test_who_may_retire():
    assert may_retire(SAM, "sam", "main")
    assert not may_retire(SAM, "tia", "main")
    assert may_retire(ADA, "tia", "main")
    assert not may_retire(OUT, "tia", "main")
    assert not may_retire(ANN, "ann", "main")
