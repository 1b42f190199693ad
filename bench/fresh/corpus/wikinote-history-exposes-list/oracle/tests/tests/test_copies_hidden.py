from conftest import ANN, BOB, MO


def test_clearing_the_history_leaves_the_revisions(wiki, page):
    h = wiki.history(page)
    h.clear()
    assert [r.number for r in wiki.history(page)] == [1, 2]
    assert wiki.edit(ANN, page, "x\n").number == 3


def test_appending_to_the_history_adds_no_revision(wiki, page):
    h = wiki.history(page)
    h.append(h[0])
    assert len(wiki.history(page)) == 2
    assert wiki.get(page).latest.number == 2


def test_watchers_set_is_a_copy(wiki, page):
    w = wiki.watchers(page)
    w.discard("ann")
    w.add("eve")
    assert wiki.watchers(page) == {"ann"}


def test_history_stays_apart_from_later_edits(wiki, page):
    h = wiki.history(page)
    wiki.edit(BOB, page, "later\n")
    assert len(h) == 2 and len(wiki.history(page)) == 3


def test_history_is_oldest_first(wiki, page):
    wiki.revert(MO, page, 1)
    h = wiki.history(page)
    assert [r.number for r in h] == [1, 2, 3]
    assert [r.author for r in h] == ["ann", "bob", "mo"]
    assert h[-1].summary == "revert to r1"


def test_watch_and_unwatch_still_change_the_page(wiki, page):
    wiki.watch(BOB, page)
    wiki.watch(MO, page)
    wiki.unwatch(BOB, page)
    assert wiki.watchers(page) == {"ann", "mo"}
