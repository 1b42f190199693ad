"""Users, roles and what each role may do."""

from dataclasses import dataclass

from .errors import Denied

PERMISSIONS: dict[str, frozenset[str]] = {
    "customer": frozenset({"view", "start", "stop", "extend"}),
    "attendant": frozenset({"view", "start", "stop", "extend", "service", "report"}),
    "manager": frozenset({"view", "start", "stop", "extend", "service", "report", "configure"}),
    "guest": frozenset({"view"}),
}


@dataclass(frozen=True)
class User:
    name: str
    role: str = "customer"
    site: str = "main"

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


def may_act_on(user: User, owner: str, site: str) -> bool:
    """May `user` stop or extend a cycle that `owner` started at `site`?

    Managers may act on any cycle; others only at their own site, where an attendant may act
    on every customer's cycles and a customer only on their own.
    """
    if user.role == "manager":
        return True
    if user.site != site:
        return False
    return user.name == owner
