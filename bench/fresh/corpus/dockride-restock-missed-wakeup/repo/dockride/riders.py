"""Riders, roles, zones and the permission table."""

from dataclasses import dataclass

from .errors import PermissionDenied

PERMISSIONS: dict[str, frozenset[str]] = {
    "rider": frozenset({"rent", "return"}),
    "mechanic": frozenset({"rent", "return", "repair"}),
    "operator": frozenset({"rent", "return", "rebalance", "restock", "view"}),
    "admin": frozenset({"rent", "return", "rebalance", "restock", "view", "repair", "refund"}),
}

# actions that are limited to the rider's zone; zone "*" means every zone
SCOPED = frozenset({"rebalance", "restock", "view", "repair"})


@dataclass(frozen=True)
class Rider:
    name: str
    role: str = "rider"
    zone: str | None = None

    def __post_init__(self):
        if self.role not in PERMISSIONS:
            raise ValueError(f"unknown role: {self.role!r}")


def allowed(rider: Rider, action: str, zone: str | None = None) -> bool:
    """May `rider` do `action` (at a station of `zone`)? Admins act everywhere; operators and
    mechanics only in their own zone, or in every zone when their zone is "*"."""
    if action not in PERMISSIONS[rider.role]:
        return False
    if action not in SCOPED or zone is None or rider.role == "admin":
        return True
    return rider.zone in ("*", zone)


def authorize(rider: Rider, action: str, zone: str | None = None) -> None:
    if not allowed(rider, action, zone):
        where = f" in zone {zone}" if zone else ""
        raise PermissionDenied(f"{rider.name} ({rider.role}) may not {action}{where}")
