import pytest

from conftest import ADA, ANN, BOB, MO, RITA
from wikinote import Page, PermissionDenied
from wikinote import rules


def test_delete_many_skips_other_peoples_pages(wiki, page):
    mine = wiki.create(BOB, "Bob's page")
    assert wiki.delete_many(BOB, [page, mine]) == [mine]
    assert wiki.pages() == [page]


def test_editor_may_not_rename_someone_elses_page(wiki, page):
    with pytest.raises(PermissionDenied):
        wiki.rename(BOB, page, "Hijacked")
    assert wiki.pages() == [page]


def test_rules_for_other_editors():
    p = Page("p", "P", "ann")
    assert not rules.may_delete(BOB, p) and not rules.may_rename(BOB, p)
    assert rules.may_delete(ANN, p) and rules.may_rename(ANN, p)


def test_editing_a_page_does_not_make_it_yours(wiki, page):
    wiki.edit(BOB, page, "bob was here\n")
    with pytest.raises(PermissionDenied):
        wiki.delete(BOB, page)


def test_owner_may_not_delete_own_locked_page(wiki, page):
    wiki.set_locked(MO, page)
    with pytest.raises(PermissionDenied):
        wiki.delete(ANN, page)
    assert wiki.delete_many(ANN, [page]) == []
    assert not rules.may_delete(ANN, Page("p", "P", "ann", locked=True))
    wiki.delete(ADA, page)
    assert wiki.pages() == []


def test_readers_and_moderators(wiki, page):
    assert wiki.delete_many(RITA, [page]) == []
    with pytest.raises(PermissionDenied):
        wiki.delete(RITA, page)
    assert wiki.rename(MO, page, "Checklist") == "checklist"
    assert wiki.delete_many(ADA, ["checklist"]) == ["checklist"]
