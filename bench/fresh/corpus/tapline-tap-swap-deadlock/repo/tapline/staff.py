"""Staff and what they may do.

Bartenders pour and change kegs at their own bar. Managers also comp drinks (pour them free),
void pours and swap or move kegs between taps - at their own bar. Owners may do everything at
every bar.
"""

from dataclasses import dataclass

from .errors import ValidationError

ROLES = ("bartender", "manager", "owner")
PERMISSIONS = {
    "pour": {"bartender", "manager", "owner"},
    "change_keg": {"bartender", "manager", "owner"},
    "comp": {"manager", "owner"},
    "void": {"manager", "owner"},
    "swap": {"manager", "owner"},
}


@dataclass(frozen=True)
class Staff:
    name: str
    role: str = "bartender"
    bar: str = "main"

    def __post_init__(self):
        if not self.name.strip():
            raise ValidationError("staff need a name")
        if self.role not in ROLES:
            raise ValidationError(f"unknown role {self.role!r}")


def may(staff: Staff, action: str, bar: str) -> bool:
    if action not in PERMISSIONS:
        raise ValidationError(f"unknown action {action!r}")
    if staff.role not in PERMISSIONS[action]:
        return False
    return staff.role == "owner" or staff.bar == bar
