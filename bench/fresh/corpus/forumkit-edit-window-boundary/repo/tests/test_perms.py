from conftest import ADA, ANN, BAN, BOB, MIA, ODO
from forumkit import Board, Post, Thread, can_delete, can_edit, can_lock, can_post, can_view

HELP = Board("help", "Help", moderators=frozenset({"mia"}))
STAFF = Board("staff", "Staff", moderators=frozenset({"odo"}), private=True, members=frozenset({"bob"}))


def test_view_private_boards():
    assert can_view(ANN, HELP)
    assert not can_view(ANN, STAFF)
    assert can_view(BOB, STAFF) and can_view(ODO, STAFF) and can_view(ADA, STAFF)


def test_post_rules():
    thread = Thread(1, "help", "t", "ann", 0.0, locked=True)
    assert can_post(ANN, HELP)
    assert not can_post(BAN, HELP)
    assert not can_post(ANN, HELP, thread)
    assert can_post(MIA, HELP, thread)


def test_edit_own_post_in_window():
    post = Post(1, 1, "ann", "x", created=100.0)
    assert can_edit(ANN, HELP, post, 400.0)
    assert not can_edit(ANN, HELP, post, 2000.0)
    assert not can_edit(BOB, HELP, post, 200.0)
    assert can_edit(ADA, HELP, post, 99999.0)


def test_moderators_on_their_board():
    post = Post(1, 1, "ann", "x", created=0.0)
    assert can_delete(MIA, HELP, post, 5000.0)
    assert can_lock(MIA, HELP) and can_lock(ADA, HELP)
    assert not can_lock(ANN, HELP)


def test_own_delete_in_window_and_banned():
    post = Post(1, 1, "ann", "x", created=100.0)
    assert can_delete(ANN, HELP, post, 300.0)
    assert not can_delete(ANN, HELP, post, 5000.0)
    banned = Post(2, 1, "ban", "x", created=100.0)
    assert not can_edit(BAN, HELP, banned, 150.0)
    assert not can_delete(BAN, HELP, banned, 150.0)


def test_deleted_posts_are_final():
    post = Post(1, 1, "ann", "x", created=100.0, deleted=True)
    assert not can_edit(ADA, HELP, post, 101.0)
    assert not can_delete(ADA, HELP, post, 101.0)
