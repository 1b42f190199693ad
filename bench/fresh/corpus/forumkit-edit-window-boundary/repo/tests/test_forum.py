import pytest

from conftest import ADA, ANN, BAN, BOB, MIA
from forumkit import InvalidInput, NotFound, PermissionDenied


def test_thread_and_replies(forum):
    t = forum.start_thread(ANN, "help", " Printer? ", "It jams.", tags=["Hardware"])
    forum.reply(BOB, t.id, "Ask @mia or @ann")
    assert (t.title, t.tags) == ("Printer?", ["hardware"])
    assert [p.author for p in forum.posts(t.id)] == ["ann", "bob"]
    assert forum.notifications == [("mia", t.post_ids[1]), ("ann", t.post_ids[1])]


def test_private_board_and_banned_users(forum):
    with pytest.raises(PermissionDenied):
        forum.start_thread(ANN, "staff", "hi", "x")
    forum.start_thread(BOB, "staff", "hi", "x")
    with pytest.raises(PermissionDenied):
        forum.start_thread(BAN, "help", "spam", "x")
    with pytest.raises(NotFound):
        forum.board("nope")


def test_edit_window(forum, clock):
    t = forum.start_thread(ANN, "help", "q", "first")
    pid = t.post_ids[0]
    clock.advance(600)
    assert forum.edit(ANN, pid, "fixed").edited == 1600.0
    clock.advance(600)
    with pytest.raises(PermissionDenied):
        forum.edit(ANN, pid, "again")


def test_lock_and_delete(forum):
    t = forum.start_thread(ANN, "help", "q", "x")
    forum.lock(MIA, t.id)
    with pytest.raises(PermissionDenied):
        forum.reply(ANN, t.id, "more")
    forum.reply(MIA, t.id, "closing")
    forum.delete(MIA, t.post_ids[0])
    assert [p.body for p in forum.posts(t.id)] == ["closing"]
    with pytest.raises(PermissionDenied):
        forum.lock(ANN, t.id)


def test_listing_pages(forum):
    ids = [forum.start_thread(ANN, "help", f"t{i}", "x").id for i in range(4)]
    assert [t.id for t in forum.threads(ANN, "help")] == ids[::-1][:3]
    assert [t.id for t in forum.threads(ANN, "help", 2)] == [ids[0]]
    with pytest.raises(InvalidInput):
        forum.threads(ANN, "help", 3)


def test_reply_pages_and_locate(forum):
    t = forum.start_thread(ANN, "help", "q", "x")
    for i in range(4):
        forum.reply(BOB, t.id, f"r{i}")
    assert forum.pages(t.id) == 2
    assert forum.locate(t.post_ids[4]) == 2


def test_retag_and_search(forum):
    t = forum.start_thread(ANN, "help", "q", "printer jams every morning", tags=["a"])
    assert forum.retag(ANN, t.id, ["Printer", "Jam"]) == ["printer", "jam"]
    assert forum.tagged("jam") == [t.id]
    with pytest.raises(PermissionDenied):
        forum.retag(BOB, t.id, ["x"])
    assert [pid for pid, _ in forum.search(ADA, "PRINTER")] == t.post_ids


def test_bodies_and_titles_are_required(forum):
    with pytest.raises(InvalidInput):
        forum.start_thread(ANN, "help", "  ", "x")
    t = forum.start_thread(ANN, "help", "q", "x")
    with pytest.raises(InvalidInput):
        forum.reply(BOB, t.id, "   ")
    with pytest.raises(NotFound):
        forum.reply(BOB, 999, "x")


def test_admin_may_do_everything(forum, clock):
    t = forum.start_thread(BOB, "staff", "q", "x")
    clock.advance(10_000)
    forum.edit(ADA, t.post_ids[0], "by admin")
    forum.lock(ADA, t.id)
    forum.reply(ADA, t.id, "still here")
    assert [p.body for p in forum.posts(t.id)] == ["by admin", "still here"]


def test_unlock_reopens_a_thread(forum):
    t = forum.start_thread(ANN, "help", "q", "x")
    forum.lock(MIA, t.id)
    forum.lock(MIA, t.id, locked=False)
    forum.reply(ANN, t.id, "thanks")
    assert forum.pages(t.id) == 1


def test_deleted_posts_are_not_located(forum):
    t = forum.start_thread(ANN, "help", "q", "x")
    p = forum.reply(BOB, t.id, "y")
    forum.delete(BOB, p.id)
    with pytest.raises(NotFound):
        forum.locate(p.id)
    with pytest.raises(PermissionDenied):
        forum.delete(BOB, p.id)


def test_search_skips_private_boards(forum):
    forum.start_thread(BOB, "staff", "q", "secret printer plan")
    t = forum.start_thread(ANN, "help", "q", "printer")
    assert [pid for pid, _ in forum.search(ANN, "printer")] == t.post_ids
    hits = forum.search(BOB, "printer")
    assert len(hits) == 2


def test_subscriptions_and_stats(forum):
    t = forum.start_thread(ANN, "help", "q", "x")
    forum.subscribe(ANN, t.id)
    forum.subscribe(MIA, t.id)
    with pytest.raises(PermissionDenied):
        forum.subscribe(ANN, forum.start_thread(BOB, "staff", "s", "y").id)
    p = forum.quote_reply(BOB, t.post_ids[0], "hi @ann")
    assert forum.notifications == [("ann", p.id), ("mia", p.id)]
    assert p.body.startswith("ann wrote:\n> x")
    forum.unsubscribe(MIA, t.id)
    forum.lock(MIA, t.id)
    assert forum.stats("help") == {"threads": 1, "posts": 2, "locked": 1}


def test_edit_at_the_end_of_the_window(forum, clock):
    t = forum.start_thread(ANN, "help", "q", "first")
    clock.advance(900)
    assert forum.edit(ANN, t.post_ids[0], "fixed").body == "fixed"
