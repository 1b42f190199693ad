import pytest

from conftest import ADA, ANN, BOB, MO, RITA
from wikinote import Page, PermissionDenied
from wikinote import rules


def test_owner_may_not_edit_own_locked_page(wiki, page):
    wiki.set_locked(MO, page)
    with pytest.raises(PermissionDenied):
        wiki.edit(ANN, page, "mine\n")
    assert not rules.may_edit(ANN, wiki.get(page))


def test_editor_may_not_revert_a_locked_page(wiki, page):
    wiki.set_locked(ADA, page)
    with pytest.raises(PermissionDenied):
        wiki.revert(BOB, page, 1)
    assert len(wiki.history(page)) == 2


def test_locked_page_rules_for_editors():
    p = Page("p", "P", "ann", locked=True)
    assert not rules.may_edit(BOB, p) and not rules.may_revert(BOB, p) and not rules.may_revert(ANN, p)
    assert not rules.may_edit(RITA, p)


def test_unlocked_again_is_editable(wiki, page):
    wiki.set_locked(MO, page)
    with pytest.raises(PermissionDenied):
        wiki.edit(BOB, page, "x\n")
    wiki.set_locked(MO, page, False)
    assert wiki.edit(BOB, page, "x\n").number == 3


def test_moderators_and_admins_change_locked_pages(wiki, page):
    wiki.set_locked(MO, page)
    wiki.edit(ADA, page, "admin\n")
    wiki.revert(MO, page, 1)
    wiki.revert(ADA, page, 2)
    assert wiki.text(page) == "build\ntest\ntag\n"
    p = Page("p", "P", "ann", locked=True)
    assert rules.may_edit(ADA, p) and rules.may_revert(ADA, p) and rules.may_revert(MO, p)


def test_open_pages_unchanged(wiki, page):
    wiki.revert(BOB, page, 1)
    wiki.edit(ANN, page, "z\n")
    with pytest.raises(PermissionDenied):
        wiki.edit(RITA, page, "r\n")
    with pytest.raises(PermissionDenied):
        wiki.revert(RITA, page, 1)
