"""People of the seed bank and what they may do.

Roles: ``researcher`` (works on one or more projects), ``curator`` and ``admin``.
Everyone may view the register. Curators and admins may withdraw or reserve seeds of any lot;
a researcher only of lots that belong to one of their projects. Only curators and admins add
lots, record germination tests and move lots between projects.
"""

from dataclasses import dataclass, field

from .errors import ValidationError

ROLES = ("researcher", "curator", "admin")


@dataclass(frozen=True)
class Person:
    name: str
    role: str = "researcher"
    projects: frozenset = field(default_factory=frozenset)

    def __post_init__(self):
        if not self.name or not self.name.strip():
            raise ValidationError("a person needs a name")
        if self.role not in ROLES:
            raise ValidationError(f"unknown role {self.role!r}")
        object.__setattr__(self, "projects", frozenset(self.projects))


def is_staff(person: Person) -> bool:
    return person.role in ("curator", "admin")


def may_view(person: Person, lot) -> bool:
    return True


def may_withdraw(person: Person, lot) -> bool:
    if is_staff(person):
        return True
    return lot.project in person.projects


def may_curate(person: Person) -> bool:
    return is_staff(person)
