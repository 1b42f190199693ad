"""Users, roles and the permission table. Operators work at one site; admins everywhere."""

from dataclasses import dataclass

ROLES = ("driver", "operator", "admin")

PERMISSIONS: dict[str, frozenset[str]] = {
    "driver": frozenset({"start", "stop_own"}),
    "operator": frozenset({"start", "stop_own", "stop_any", "swap", "offline", "evacuate"}),
    "admin": frozenset({"start", "stop_own", "stop_any", "swap", "offline", "evacuate"}),
}

# what an operator may do only at their own site (starting and stopping their own charging is
# allowed anywhere, as for drivers)
SITE_SCOPED = frozenset({"stop_any", "swap", "offline", "evacuate"})


@dataclass(frozen=True)
class User:
    name: str
    role: str = "driver"
    site: str | None = None

    def __post_init__(self):
        if not self.name.strip():
            raise ValueError("a user needs a name")
        if self.role not in ROLES:
            raise ValueError(f"unknown role {self.role!r}")
        if self.role == "operator" and not self.site:
            raise ValueError("an operator works at a site")


def may(user: User, action: str, site: str) -> bool:
    """Whether `user` may do `action` at `site`."""
    if action not in PERMISSIONS[user.role]:
        return False
    if user.role == "operator" and action in SITE_SCOPED:
        return user.site == site
    return True
