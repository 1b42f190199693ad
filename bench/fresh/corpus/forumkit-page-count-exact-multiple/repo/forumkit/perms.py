"""Who may do what.

- Admins may do everything.
- A board's moderators (named in `Board.moderators`) may delete posts and lock threads on
  that board only; the `moderator` role alone gives no rights on other boards.
- Members may view public boards and private boards they belong to, post where they may view
  (not in locked threads, never when banned), and edit or delete their own posts within the
  edit window (15 minutes, the full 900 seconds included).
"""
from .boards import Board, Post, Thread
from .users import User

EDIT_WINDOW = 900.0


def moderates(user: User, board: Board) -> bool:
    return user.is_admin or user.name in board.moderators


def can_view(user: User, board: Board) -> bool:
    if not board.private:
        return True
    return moderates(user, board) or user.name in board.members


def can_post(user: User, board: Board, thread: Thread | None = None) -> bool:
    if user.banned or not can_view(user, board):
        return False
    if thread is not None and thread.locked:
        return moderates(user, board)
    return True


def within_window(post: Post, now: float) -> bool:
    return now - post.created <= EDIT_WINDOW


def can_edit(user: User, board: Board, post: Post, now: float) -> bool:
    if post.deleted or user.banned:
        return False
    if user.is_admin:
        return True
    return post.author == user.name and within_window(post, now)


def can_delete(user: User, board: Board, post: Post, now: float) -> bool:
    if post.deleted:
        return False
    if moderates(user, board):
        return True
    if user.banned:
        return False
    return post.author == user.name and now - post.created <= EDIT_WINDOW


def can_lock(user: User, board: Board) -> bool:
    return moderates(user, board)
