"""Divers and dives."""

from dataclasses import dataclass, field

from .errors import ValidationError

ROLES = ("student", "diver", "instructor", "admin")


@dataclass(frozen=True)
class Diver:
    name: str
    role: str = "diver"
    instructor: str | None = None  # for students: the name of their instructor

    def __post_init__(self):
        if not self.name:
            raise ValidationError("a diver needs a name")
        if self.role not in ROLES:
            raise ValidationError(f"unknown role {self.role!r}")
        if self.role == "student" and not self.instructor:
            raise ValidationError("a student needs an instructor")


@dataclass
class Dive:
    diver: str
    date: str  # ISO yyyy-mm-dd
    site: str
    max_depth: float
    minutes: int
    start: str  # HH:MM
    training: bool = False
    number: int = 0
    signed_by: str | None = None
    notes: list[str] = field(default_factory=list)

    def __post_init__(self):
        if not 0 < self.max_depth <= 60:
            raise ValidationError("max depth must be in (0, 60] metres")
        if self.minutes <= 0:
            raise ValidationError("a dive lasts at least a minute")
