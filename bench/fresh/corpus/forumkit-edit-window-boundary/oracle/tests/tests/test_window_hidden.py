import pytest

from conftest import ANN, BOB
from forumkit import EDIT_WINDOW, Board, PermissionDenied, Post, can_delete, can_edit

HELP = Board("help", "Help", moderators=frozenset({"mia"}))


def test_can_edit_at_exactly_the_window():
    post = Post(1, 1, "ann", "x", created=100.0)
    assert can_edit(ANN, HELP, post, 100.0 + EDIT_WINDOW)
    assert can_edit(ANN, HELP, post, 999.75)


def test_own_delete_at_exactly_the_window():
    post = Post(1, 1, "ann", "x", created=100.0)
    assert can_delete(ANN, HELP, post, 1000.0)
    assert not can_delete(BOB, HELP, post, 1000.0)


def test_forum_delete_at_the_end_of_the_window(forum, clock):
    t = forum.start_thread(ANN, "help", "q", "x")
    p = forum.reply(BOB, t.id, "y")
    clock.advance(900)
    forum.delete(BOB, p.id)
    assert [x.body for x in forum.posts(t.id)] == ["x"]


def test_just_after_the_window(forum, clock):
    post = Post(1, 1, "ann", "x", created=100.0)
    assert not can_edit(ANN, HELP, post, 1000.5)
    assert not can_delete(ANN, HELP, post, 1000.25)
    t = forum.start_thread(ANN, "help", "q", "x")
    clock.advance(900.5)
    with pytest.raises(PermissionDenied):
        forum.edit(ANN, t.post_ids[0], "late")
    with pytest.raises(PermissionDenied):
        forum.delete(ANN, t.post_ids[0])


def test_window_counts_from_creation(forum, clock):
    t = forum.start_thread(ANN, "help", "q", "x")
    clock.advance(600)
    forum.edit(ANN, t.post_ids[0], "y")
    clock.advance(350)
    with pytest.raises(PermissionDenied):
        forum.edit(ANN, t.post_ids[0], "z")
