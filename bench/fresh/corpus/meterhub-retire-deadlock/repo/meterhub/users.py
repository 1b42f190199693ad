"""Users, roles and what each role may do."""

from dataclasses import dataclass

from .errors import HubError

PERMS = {
    "viewer": {"read"},
    "operator": {"read", "ingest"},
    "technician": {"read", "ingest", "calibrate", "retire"},
    "admin": {"read", "ingest", "calibrate", "retire", "register"},
}


@dataclass(frozen=True)
class User:
    name: str
    role: str = "viewer"
    site: str = "hq"

    def __post_init__(self):
        if not self.name or not self.name.isidentifier():
            raise HubError(f"bad user name: {self.name!r}")
        if self.role not in PERMS:
            raise HubError(f"unknown role: {self.role!r}")


def may(user: User, action: str, site: str) -> bool:
    """Whether `user` may do `action` on a sensor at `site`. Admins act at every site;
    everyone else only at their own site."""
    if action not in PERMS[user.role]:
        return False
    return user.role == "admin" or user.site == site


def allowed_actions(user: User) -> list[str]:
    return sorted(PERMS[user.role])


def visible_sites(user: User, sites: list[str]) -> list[str]:
    """The sites whose sensors `user` may read."""
    return sorted(s for s in set(sites) if may(user, "read", s))


def parse_user(text: str) -> User:
    """'name', 'name:role' or 'name:role@site' -> User."""
    name, _, rest = text.strip().partition(":")
    role, _, site = rest.partition("@")
    return User(name, role or "viewer", site or "hq")
