"""Members, roles and who may take which bottle."""

from dataclasses import dataclass

from .bottles import Bottle
from .errors import Denied

PERMISSIONS: dict[str, frozenset[str]] = {
    "member": frozenset({"view", "take", "taste", "stock"}),
    "steward": frozenset({"view", "take", "taste", "stock", "serve", "report"}),
    "admin": frozenset({"view", "take", "taste", "stock", "serve", "report", "configure"}),
    "guest": frozenset({"view", "taste"}),
}


@dataclass(frozen=True)
class Member:
    name: str
    role: str = "member"
    cellar: str = "main"

    def __post_init__(self):
        if not self.name or not self.name.isidentifier():
            raise ValueError(f"bad member name: {self.name!r}")
        if self.role not in PERMISSIONS:
            raise ValueError(f"unknown role: {self.role!r}")


def can(member: Member, action: str) -> bool:
    return action in PERMISSIONS[member.role]


def require(member: Member, action: str) -> None:
    if not can(member, action):
        raise Denied(f"{member.name} ({member.role}) may not {action}")


def may_take(member: Member, bottle: Bottle, cellar: str) -> bool:
    """May `member` take `bottle` out of `cellar`?

    Admins may take any bottle. Others only from their own cellar: a private bottle only its
    owner, a club bottle only a steward.
    """
    if member.role == "admin":
        return True
    if member.cellar != cellar:
        return False
    if bottle.owner == member.name:
        return True
    return member.role == "steward"
