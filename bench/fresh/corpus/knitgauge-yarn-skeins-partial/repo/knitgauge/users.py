"""Users of the pattern library and their roles."""

from dataclasses import dataclass

ROLES = ("reader", "tester", "designer", "admin")


@dataclass(frozen=True)
class User:
    name: str
    role: str = "reader"

    def __post_init__(self):
        if not self.name.strip():
            raise ValueError("a user needs a name")
        if self.role not in ROLES:
            raise ValueError(f"unknown role {self.role!r}")
