"""Roles, their order, and the minimum role each action needs."""
from __future__ import annotations

from .errors import VaultError

ROLES = ("viewer", "commenter", "editor", "owner")
ACTIONS = {"read": "viewer", "comment": "commenter", "write": "editor", "share": "owner", "delete": "owner"}


def rank(role: str) -> int:
    try:
        return ROLES.index(role)
    except ValueError:
        raise VaultError(f"unknown role {role!r}") from None


def allows(role: str | None, action: str) -> bool:
    """True if ``role`` (None = no access) may perform ``action``."""
    if action not in ACTIONS:
        raise VaultError(f"unknown action {action!r}")
    return role is not None and rank(role) >= rank(ACTIONS[action])
