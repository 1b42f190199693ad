"""Users and what each role may do. A user works at one site; site '*' means every site."""

from dataclasses import dataclass

PERMISSIONS = {
    "clerk": frozenset({"view", "pick", "receive"}),
    "manager": frozenset({"view", "pick", "receive", "adjust", "write_off"}),
    "auditor": frozenset({"view"}),
}


@dataclass(frozen=True)
class User:
    name: str
    role: str = "clerk"
    site: str = "north"

    def __post_init__(self):
        if self.role not in PERMISSIONS:
            raise ValueError(f"unknown role: {self.role!r}")
        if not self.name:
            raise ValueError("a user needs a name")


def may(user: User, action: str, site: str) -> bool:
    return action in PERMISSIONS[user.role] and user.site in (site, "*")
