"""Gym members, their roles and the rules of who may do what."""

from dataclasses import dataclass

from .errors import PermissionDenied, RouteError

ROLES = ("member", "setter", "admin")

PERMISSIONS: dict[str, frozenset[str]] = {
    "member": frozenset({"log"}),
    "setter": frozenset({"log", "log-for-others", "set", "retire"}),
    "admin": frozenset({"log", "log-for-others", "set", "retire", "retire-any", "remove-ascent"}),
}


@dataclass(frozen=True)
class Member:
    name: str
    role: str = "member"
    gym: str = "main"

    def __post_init__(self):
        if not self.name or not self.name.isidentifier():
            raise RouteError(f"bad member name: {self.name!r}")
        if self.role not in ROLES:
            raise RouteError(f"unknown role: {self.role!r}")


def allowed(member: Member, action: str) -> bool:
    return action in PERMISSIONS[member.role]


def require(member: Member, action: str) -> None:
    if not allowed(member, action):
        raise PermissionDenied(f"{member.name} ({member.role}) may not {action}")


def may_log_for(actor: Member, climber: str) -> bool:
    """Members log their own ascents; setters and admins may log for anyone."""
    if actor.name == climber:
        return allowed(actor, "log")
    return allowed(actor, "log-for-others")


def may_retire(actor: Member, setter: str, gym: str) -> bool:
    """A setter retires the routes they set in their own gym; an admin retires any route of
    their gym."""
    if actor.gym != gym:
        return False
    if allowed(actor, "retire-any"):
        return True
    return allowed(actor, "retire") and actor.name == setter
