"""Staff members, their roles, and who may do what."""

from dataclasses import dataclass

from .errors import PermissionDenied, ValidationError

ROLES = ("reception", "student", "nurse", "vet", "lead_vet")

PERMISSIONS = {
    "reception": {"view", "register"},
    "student": {"view", "weigh", "note"},
    "nurse": {"view", "register", "weigh", "note"},
    "vet": {"view", "register", "weigh", "note", "prescribe"},
    "lead_vet": {"view", "register", "weigh", "note", "prescribe", "override"},
}


@dataclass(frozen=True)
class Staff:
    name: str
    role: str = "nurse"

    def __post_init__(self):
        if not self.name.strip():
            raise ValidationError("staff name must not be empty")
        if self.role not in ROLES:
            raise ValidationError(f"unknown role {self.role!r}")


def can(staff: Staff, action: str) -> bool:
    return action in PERMISSIONS[staff.role]


def require(staff: Staff, action: str) -> None:
    if not can(staff, action):
        raise PermissionDenied(f"{staff.name} ({staff.role}) may not {action}")


def may_change_prescription(staff: Staff, prescriber: str) -> bool:
    """The prescribing vet may change their own prescription; a lead vet may change any."""
    if staff.role == "vet" and staff.name != prescriber:
        return False
    return can(staff, "note")
