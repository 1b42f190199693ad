"""Staff members and what each role may do on which ward."""

from dataclasses import dataclass

from .errors import Invalid

ROLES = ("nurse", "charge", "doctor", "admin")

# what each role may do at all
PERMISSIONS = {
    "nurse": {"admit", "discharge", "view"},
    "charge": {"admit", "discharge", "transfer", "view"},
    "doctor": {"admit", "discharge", "transfer", "view"},
    "admin": {"admit", "discharge", "transfer", "evacuate", "view"},
}

# roles that may act on their home ward only, and the actions that are bound to it
WARD_BOUND = ("nurse", "charge")
WARD_ACTIONS = {"admit", "discharge", "transfer"}


@dataclass(frozen=True)
class Staff:
    name: str
    role: str
    ward: str | None = None

    def __post_init__(self):
        if not self.name:
            raise Invalid("staff need a name")
        if self.role not in ROLES:
            raise Invalid(f"unknown role {self.role!r}")
        if self.role in WARD_BOUND and not self.ward:
            raise Invalid(f"a {self.role} needs a home ward")


def may(staff: Staff, action: str, ward: str) -> bool:
    """May `staff` do `action` on `ward`? Viewing is allowed on every ward."""
    if action not in PERMISSIONS[staff.role]:
        return False
    if staff.role in WARD_BOUND and action in WARD_ACTIONS:
        return staff.ward == ward
    return True
