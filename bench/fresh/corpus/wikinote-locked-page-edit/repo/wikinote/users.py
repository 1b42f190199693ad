"""Users and their roles."""
from __future__ import annotations

from dataclasses import dataclass

ROLES = ("reader", "editor", "moderator", "admin")


@dataclass(frozen=True)
class User:
    name: str
    role: str = "editor"

    def __post_init__(self) -> None:
        if not self.name or not self.name.strip():
            raise ValueError("a user needs a name")
        if self.role not in ROLES:
            raise ValueError(f"unknown role {self.role!r}")

    @property
    def rank(self) -> int:
        return ROLES.index(self.role)


def at_least(user: User, role: str) -> bool:
    """Whether the user's role is `role` or a higher one."""
    return user.rank >= ROLES.index(role)
