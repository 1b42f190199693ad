"""Users, roles and what each role may do."""

from dataclasses import dataclass

from .errors import LabError, PermissionDenied

PERMISSIONS = {
    "technician": {"register", "store", "aliquot", "view"},
    "lead": {"register", "store", "aliquot", "view", "transfer", "dispose"},
    "auditor": {"view"},
    "admin": {"register", "store", "aliquot", "view", "transfer", "dispose"},
}


@dataclass(frozen=True)
class User:
    name: str
    role: str
    group: str

    def __post_init__(self):
        if not self.name:
            raise LabError("a user needs a name")
        if self.role not in PERMISSIONS:
            raise LabError(f"unknown role {self.role!r}")
        if not self.group:
            raise LabError("a user belongs to a group")


def may(user: User, action: str, group: str) -> bool:
    """Whether `user` may do `action` to a sample of `group`. Auditors may view every group's
    samples and admins act on every group's; everyone else only on their own group's."""
    if action not in PERMISSIONS[user.role]:
        return False
    if user.role in ("admin", "auditor"):
        return True
    return user.group == group


def require(user: User, action: str, group: str) -> None:
    if not may(user, action, group):
        raise PermissionDenied(f"{user.name} ({user.role}, {user.group}) may not {action} a {group} sample")
