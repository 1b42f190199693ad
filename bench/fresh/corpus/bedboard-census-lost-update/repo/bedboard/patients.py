"""Patient records."""

from dataclasses import dataclass

from .errors import Invalid

ACUITY = ("low", "medium", "high")


@dataclass(frozen=True)
class Patient:
    id: str
    name: str
    acuity: str = "medium"

    def __post_init__(self):
        if not self.id or not self.name:
            raise Invalid("a patient needs an id and a name")
        if self.acuity not in ACUITY:
            raise Invalid(f"unknown acuity {self.acuity!r}")


def by_acuity(patients: list[Patient]) -> list[Patient]:
    """Highest acuity first, then by id."""
    return sorted(patients, key=lambda p: (-ACUITY.index(p.acuity), p.id))
