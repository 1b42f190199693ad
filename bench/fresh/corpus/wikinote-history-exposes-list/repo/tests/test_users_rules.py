import pytest

from conftest import ADA, ANN, BOB, MO, RITA
from wikinote import Page, User, at_least
from wikinote import rules


def test_user_validation():
    with pytest.raises(ValueError):
        User("")
    with pytest.raises(ValueError):
        User("x", role="boss")
    assert at_least(MO, "editor") and not at_least(RITA, "editor")


def test_edit_rules_on_an_open_page():
    p = Page("p", "P", "ann")
    assert rules.may_edit(ANN, p) and rules.may_edit(BOB, p)
    assert not rules.may_edit(RITA, p)


def test_moderators_edit_locked_pages():
    p = Page("p", "P", "ann", locked=True)
    assert rules.may_edit(MO, p)


def test_lock_rule():
    p = Page("p", "P", "ann")
    assert rules.may_lock(MO, p) and not rules.may_lock(ANN, p)


def test_owner_and_moderator_may_delete():
    p = Page("p", "P", "ann")
    assert rules.may_delete(ANN, p) and rules.may_delete(MO, p) and rules.may_delete(ADA, p)
