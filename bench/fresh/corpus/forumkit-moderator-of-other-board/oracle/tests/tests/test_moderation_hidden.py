import pytest

from conftest import ADA, ANN, BOB, MIA, ODO
from forumkit import Board, PermissionDenied, Post, can_delete, can_lock

HELP = Board("help", "Help", moderators=frozenset({"mia"}))
MISC = Board("misc", "Misc")


def test_other_board_moderator_may_not_delete(forum):
    t = forum.start_thread(ANN, "help", "q", "x")
    assert not can_delete(ODO, HELP, Post(9, 1, "ann", "x", created=0.0), 5000.0)
    with pytest.raises(PermissionDenied):
        forum.delete(ODO, t.post_ids[0])
    assert [p.body for p in forum.posts(t.id)] == ["x"]


def test_other_board_moderator_may_not_retag(forum):
    t = forum.start_thread(ANN, "help", "q", "x", tags=["a"])
    with pytest.raises(PermissionDenied):
        forum.retag(ODO, t.id, ["b"])
    assert t.tags == ["a"]


def test_moderator_role_alone_gives_no_rights():
    assert not can_lock(ODO, HELP)
    assert not can_lock(MIA, MISC)
    assert not can_delete(MIA, MISC, Post(1, 1, "ann", "x", created=0.0), 5000.0)


def test_board_moderators_and_admins_keep_their_rights(forum):
    t = forum.start_thread(ANN, "help", "q", "x")
    s = forum.start_thread(BOB, "staff", "q", "y")
    forum.lock(MIA, t.id)
    forum.lock(ODO, s.id)
    forum.retag(MIA, t.id, ["moved"])
    forum.delete(ODO, s.post_ids[0])
    forum.delete(ADA, t.post_ids[0])
    assert can_lock(ADA, MISC)
    assert (t.locked, s.locked, t.tags) == (True, True, ["moved"])


def test_own_posts_elsewhere(forum, clock):
    t = forum.start_thread(ANN, "help", "q", "x")
    p = forum.reply(ODO, t.id, "a moderator of staff writing on help")
    clock.advance(60)
    forum.delete(ODO, p.id)
    assert [x.author for x in forum.posts(t.id)] == ["ann"]
