"""Members of the society."""

import re
from dataclasses import dataclass

from .errors import PlotError

ROLES = ("member", "coordinator", "admin")
NAME = re.compile(r"[a-z][a-z0-9_]{1,23}")
GARDEN = re.compile(r"[A-Z]")


@dataclass(frozen=True)
class Member:
    name: str
    role: str = "member"
    garden: str | None = None  # the garden a coordinator looks after

    def __post_init__(self):
        if not NAME.fullmatch(self.name):
            raise PlotError(f"bad member name: {self.name!r}")
        if self.role not in ROLES:
            raise PlotError(f"unknown role: {self.role!r}")
        if self.role == "coordinator" and (self.garden is None or not GARDEN.fullmatch(self.garden)):
            raise PlotError("a coordinator needs a garden (one capital letter)")

    @property
    def is_admin(self) -> bool:
        return self.role == "admin"


def by_name(members: list[Member]) -> dict[str, Member]:
    out = {}
    for m in members:
        if m.name in out:
            raise PlotError(f"duplicate member: {m.name}")
        out[m.name] = m
    return out


def coordinators_of(members: list[Member], garden: str) -> list[str]:
    """Names of the coordinators of `garden`, alphabetically."""
    return sorted(m.name for m in members if m.role == "coordinator" and m.garden == garden)


def parse_member(text: str) -> Member:
    """'name', 'name:role' or 'name:coordinator:G' -> Member."""
    parts = [p.strip() for p in text.split(":")]
    if not 1 <= len(parts) <= 3 or not all(parts):
        raise PlotError(f"not a member: {text!r}")
    name = parts[0]
    role = parts[1] if len(parts) > 1 else "member"
    garden = parts[2] if len(parts) > 2 else None
    return Member(name, role, garden)
