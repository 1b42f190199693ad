"""People at the desk and their roles."""

from dataclasses import dataclass

from .errors import RxError

ROLES = ("patient", "doctor", "pharmacist", "senior_pharmacist", "admin")
PHARMACY_ROLES = frozenset({"pharmacist", "senior_pharmacist"})


@dataclass(frozen=True)
class Person:
    id: str
    name: str
    role: str = "patient"

    def __post_init__(self) -> None:
        if not self.id or not self.id.isalnum():
            raise RxError(f"bad person id {self.id!r}")
        if self.role not in ROLES:
            raise RxError(f"unknown role {self.role!r}")

    @property
    def is_doctor(self) -> bool:
        return self.role == "doctor"

    @property
    def in_pharmacy(self) -> bool:
        return self.role in PHARMACY_ROLES
