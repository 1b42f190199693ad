import pytest

from conftest import ADA, ANN, BOB, MO, RITA
from wikinote import NotFound, PermissionDenied


def test_create_and_read(wiki):
    slug = wiki.create(ANN, "Team Notes", "hello")
    assert slug == "team-notes" and wiki.text(slug) == "hello"
    assert wiki.get(slug).owner == "ann"


def test_same_title_gets_a_new_slug(wiki):
    assert wiki.create(ANN, "Notes") == "notes"
    assert wiki.create(BOB, "notes!") == "notes-2"
    assert wiki.pages() == ["notes", "notes-2"]


def test_reader_may_not_create(wiki):
    with pytest.raises(PermissionDenied):
        wiki.create(RITA, "Mine")


def test_edit_adds_a_revision(wiki, page):
    rev = wiki.edit(ANN, page, "build\ntest\ntag\npush\n")
    assert rev.number == 3 and rev.summary == "+1 -0"
    assert wiki.text(page).endswith("push\n")


def test_history(wiki, page):
    h = wiki.history(page)
    assert len(h) == 2
    assert {r.author for r in h} == {"ann", "bob"}


def test_revision_numbers(wiki, page):
    assert wiki.get(page).revision(1).text == "build\ntest\n"
    with pytest.raises(NotFound):
        wiki.get(page).revision(3)


def test_revert(wiki, page):
    rev = wiki.revert(ANN, page, 1)
    assert rev.summary == "revert to r1" and wiki.text(page) == "build\ntest\n"


def test_lock_blocks_readers_and_needs_a_moderator(wiki, page):
    with pytest.raises(PermissionDenied):
        wiki.set_locked(ANN, page)
    wiki.set_locked(MO, page)
    assert wiki.get(page).locked
    wiki.edit(MO, page, "frozen\n")
    assert wiki.text(page) == "frozen\n"


def test_rename(wiki, page):
    new = wiki.rename(ANN, page, "Release Steps")
    assert new == "release-steps" and wiki.pages() == ["release-steps"]
    with pytest.raises(NotFound):
        wiki.get(page)


def test_owner_deletes_own_page(wiki, page):
    wiki.delete(ANN, page)
    assert wiki.pages() == []


def test_moderator_deletes_many(wiki, page):
    other = wiki.create(BOB, "Other")
    assert wiki.delete_many(MO, [page, other, "missing"]) == [page, other]
    assert wiki.pages() == []


def test_missing_page(wiki):
    with pytest.raises(NotFound):
        wiki.edit(ADA, "nope", "x")


def test_watchers(wiki, page):
    wiki.watch(BOB, page)
    assert wiki.watchers(page) == {"ann", "bob"}
    wiki.unwatch(ANN, page)
    assert wiki.watchers(page) == {"bob"}


def test_recent_changes(wiki, page):
    wiki.revert(BOB, page, 1)
    changes = wiki.recent_changes(2)
    assert [c[3] for c in changes] == ["revert", "edit"]
    assert wiki.recent_changes(0) == []


def test_contributors_and_stats(wiki, page):
    wiki.edit(BOB, page, "again\n")
    wiki.create(ADA, "Admin Notes")
    assert wiki.contributors(page) == [("bob", 2), ("ann", 1)]
    assert wiki.stats() == {"pages": 2, "locked": 0, "revisions": 4, "authors": 3, "changes": 4}


def test_editor_may_not_edit_a_locked_page(wiki, page):
    wiki.set_locked(MO, page)
    with pytest.raises(PermissionDenied):
        wiki.edit(BOB, page, "oops\n")
    assert wiki.text(page) == "build\ntest\ntag\n"
