from dataclasses import dataclass

from .errors import InvalidInput

ROLES = ("member", "moderator", "admin")


@dataclass(frozen=True)
class User:
    name: str
    role: str = "member"
    banned: bool = False

    def __post_init__(self):
        if not self.name or not self.name.replace("_", "").isalnum() or self.name != self.name.lower():
            raise InvalidInput(f"user names are lower-case letters, digits and _: {self.name!r}")
        if self.role not in ROLES:
            raise InvalidInput(f"unknown role: {self.role!r}")

    @property
    def is_admin(self) -> bool:
        return self.role == "admin"
