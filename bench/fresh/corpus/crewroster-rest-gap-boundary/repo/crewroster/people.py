"""Crew members and their roles."""

from dataclasses import dataclass

ROLES = ("crew", "lead", "manager", "admin")


@dataclass(frozen=True)
class Member:
    name: str
    crew: str
    role: str = "crew"
    skills: frozenset = frozenset()

    def __post_init__(self):
        if not self.name or not self.name.isidentifier():
            raise ValueError(f"bad member name {self.name!r}")
        if not self.crew:
            raise ValueError("a member belongs to a crew")
        if self.role not in ROLES:
            raise ValueError(f"unknown role {self.role!r}")
        object.__setattr__(self, "skills", frozenset(self.skills))

    def has(self, skill):
        """True when the member holds `skill` (a shift without a skill needs nothing)."""
        return skill is None or skill in self.skills
