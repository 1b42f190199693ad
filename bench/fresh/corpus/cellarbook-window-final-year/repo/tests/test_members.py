import pytest

from cellarbook import Denied, Member, can, may_take, require
from conftest import ADA, ANN, BOB, CLUB, GIL, PRIVATE, SUE, TED


def test_member_validation():
    assert Member("ann").role == "member"
    with pytest.raises(ValueError):
        Member("Ann Lee")
    with pytest.raises(ValueError):
        Member("ann", role="sommelier")


def test_permissions_by_role():
    assert can(ANN, "take") and not can(ANN, "serve") and can(SUE, "serve")
    assert can(ADA, "configure") and not can(SUE, "configure")
    with pytest.raises(Denied):
        require(GIL, "take")


def test_who_may_take_what():
    assert may_take(ANN, PRIVATE[0], "main") and may_take(SUE, CLUB[0], "main")
    assert not may_take(ANN, CLUB[0], "main")
    assert not may_take(ANN, PRIVATE[1], "main") and not may_take(BOB, PRIVATE[0], "main")
    assert not may_take(TED, CLUB[0], "main") and may_take(TED, CLUB[0], "annex")
    assert may_take(ADA, PRIVATE[1], "main") and may_take(ADA, CLUB[0], "annex")
