"""Users, roles and the permission table."""

from dataclasses import dataclass

from .errors import PermissionDenied

ROLES = ("guest", "user", "operator", "admin")
RANK = {role: n for n, role in enumerate(ROLES)}

# the lowest role allowed to do each action
ACTIONS = {
    "view": "guest",
    "submit": "user",
    "manage_own": "user",
    "manage_any": "operator",
    "lease": "operator",
    "reset_stats": "admin",
}


@dataclass(frozen=True)
class User:
    name: str
    role: str = "user"

    def __post_init__(self):
        if not self.name or not self.name.isidentifier():
            raise ValueError(f"bad user name {self.name!r}")
        if self.role not in RANK:
            raise ValueError(f"unknown role {self.role!r}; roles: {ROLES}")


def permitted(user: User, action: str) -> bool:
    try:
        lowest = ACTIONS[action]
    except KeyError:
        raise ValueError(f"unknown action {action!r}") from None
    return RANK[user.role] >= RANK[lowest]


def can_manage(user: User, job) -> bool:
    """May `user` cancel, hold or release `job`? Its owner may; operators and admins may."""
    if job.owner == user.name:
        return permitted(user, "manage_own")
    return permitted(user, "manage_any")


def require(user: User, action: str) -> None:
    if not permitted(user, action):
        raise PermissionDenied(f"{user.name} ({user.role}) may not {action}")


def require_manage(user: User, job) -> None:
    if not can_manage(user, job):
        raise PermissionDenied(f"{user.name} may not manage job {job.id} of {job.owner}")
