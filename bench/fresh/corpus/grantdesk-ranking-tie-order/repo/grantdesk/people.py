"""People at the desk: applicants, reviewers, the panel chair and administrators."""

from dataclasses import dataclass

from .errors import GrantError

ROLES = ("applicant", "reviewer", "chair", "admin")


def same_institution(a: str, b: str) -> bool:
    """Institutions are compared without case and surrounding spaces."""
    return a.strip().casefold() == b.strip().casefold()


@dataclass(frozen=True)
class Person:
    name: str
    institution: str
    role: str = "applicant"

    def __post_init__(self):
        if not self.name.strip():
            raise GrantError("a person needs a name")
        if self.role not in ROLES:
            raise GrantError(f"unknown role: {self.role!r}")
