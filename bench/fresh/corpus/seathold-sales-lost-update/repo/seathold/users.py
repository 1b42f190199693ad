"""Users, roles and what each role may do."""

from dataclasses import dataclass

from .errors import Denied

PERMISSIONS: dict[str, frozenset[str]] = {
    "agent": frozenset({"view", "hold", "release", "buy", "refund"}),
    "supervisor": frozenset({"view", "hold", "release", "buy", "refund", "report"}),
    "admin": frozenset({"view", "hold", "release", "buy", "refund", "report", "configure"}),
    "viewer": frozenset({"view"}),
}


@dataclass(frozen=True)
class User:
    name: str
    role: str = "agent"
    venue: str = "main"

    def __post_init__(self):
        if not self.name or not self.name.isidentifier():
            raise ValueError(f"bad user name: {self.name!r}")
        if self.role not in PERMISSIONS:
            raise ValueError(f"unknown role: {self.role!r}")


def can(user: User, action: str) -> bool:
    return action in PERMISSIONS[user.role]


def require(user: User, action: str) -> None:
    if not can(user, action):
        raise Denied(f"{user.name} ({user.role}) may not {action}")


def may_act_on(user: User, owner: str, venue: str) -> bool:
    """May `user` act on a hold or order that belongs to `owner` at `venue`?

    Admins may act on anything; others only at their own venue, where a supervisor may act on
    everybody's holds and orders and an agent only on their own.
    """
    if user.role == "admin":
        return True
    if user.venue != venue:
        return False
    return user.role == "supervisor" or user.name == owner
