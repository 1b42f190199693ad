"""Staff, roles and the permission table."""

from dataclasses import dataclass

from .errors import BakeryError, PermissionDenied

ROLES = ("trainee", "baker", "lead", "manager")

_OWN = frozenset({"start", "bake", "finish", "discard", "extend"})
PERMISSIONS: dict[str, frozenset[str]] = {
    "trainee": _OWN,
    "baker": _OWN,
    "lead": _OWN | {"discard-any", "extend-any"},
    "manager": _OWN | {"discard-any", "extend-any", "close"},
}


@dataclass(frozen=True)
class Staff:
    name: str
    role: str = "baker"
    bakery: str = "main"

    def __post_init__(self):
        if not self.name or not self.name.isidentifier():
            raise BakeryError(f"bad staff name: {self.name!r}")
        if self.role not in ROLES:
            raise BakeryError(f"unknown role: {self.role!r}")


def allowed(staff: Staff, action: str) -> bool:
    return action in PERMISSIONS[staff.role]


def require(staff: Staff, action: str) -> None:
    if not allowed(staff, action):
        raise PermissionDenied(f"{staff.name} ({staff.role}) may not {action}")


def may_act_on(actor: Staff, action: str, owner: str, bakery: str) -> bool:
    """Acting on a batch: everyone on their own batches (if their role allows the action);
    on somebody else's batch only with the '<action>-any' permission. Never across bakeries."""
    if actor.bakery != bakery:
        return False
    if actor.name == owner:
        return allowed(actor, action)
    return allowed(actor, action + "-any")
