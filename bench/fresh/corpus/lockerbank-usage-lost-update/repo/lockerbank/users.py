"""Users, roles and who may do what."""

from dataclasses import dataclass

ROLES = ("customer", "courier", "staff", "admin")


@dataclass(frozen=True)
class User:
    name: str
    role: str = "customer"
    site: str = "central"

    def __post_init__(self):
        if not self.name or not self.name.isidentifier():
            raise ValueError(f"bad user name {self.name!r}")
        if self.role not in ROLES:
            raise ValueError(f"unknown role {self.role!r}")


def may_reserve(user):
    return user.role in ("courier", "staff", "admin")


def may_override(user, site):
    """Open any locker without a code: staff of the site, or an admin."""
    return user.role == "admin" or (user.role == "staff" and user.site == site)


def may_cancel(user, reservation, site):
    return user.name == reservation.courier or may_override(user, site)
