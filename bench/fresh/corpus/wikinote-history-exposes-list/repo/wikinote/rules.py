"""Who may do what.

- readers may only read;
- editors may create pages and edit pages that are not locked;
- moderators and admins may edit any page, and lock or unlock pages;
- a page may be deleted or renamed by a moderator or an admin, or by its owner while it is
  not locked.
"""
from __future__ import annotations

from .page import Page
from .users import User, at_least


def may_create(user: User) -> bool:
    return at_least(user, "editor")


def may_edit(user: User, page: Page) -> bool:
    if at_least(user, "moderator"):
        return True
    return at_least(user, "editor") and not page.locked


def may_revert(user: User, page: Page) -> bool:
    """Reverting writes a new revision, so it follows the edit rule."""
    if at_least(user, "moderator"):
        return True
    return at_least(user, "editor") and not page.locked


def may_lock(user: User, page: Page) -> bool:
    return at_least(user, "moderator")


def may_delete(user: User, page: Page) -> bool:
    if at_least(user, "moderator"):
        return True
    return user.name == page.owner and not page.locked


def may_rename(user: User, page: Page) -> bool:
    return may_delete(user, page)
