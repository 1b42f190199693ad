"""Operators, their roles and what each role may do at a site."""

from dataclasses import dataclass

from .errors import DepotError, PermissionDenied

PERMISSIONS = {
    "attendant": {"dispense", "deliver"},
    "supervisor": {"dispense", "deliver", "transfer", "void", "refund", "report", "price"},
    "auditor": {"report"},
}


@dataclass(frozen=True)
class Operator:
    name: str
    role: str
    site: str

    def __post_init__(self):
        if not self.name or not self.site:
            raise DepotError("an operator has a name and a site")
        if self.role not in PERMISSIONS:
            raise DepotError(f"unknown role {self.role!r}")


def may(op: Operator, action: str, site: str) -> bool:
    """Auditors report on every site; everyone else acts only at their own site."""
    if action not in PERMISSIONS[op.role]:
        return False
    return op.role == "auditor" or op.site == site


def require(op: Operator, action: str, site: str) -> None:
    if not may(op, action, site):
        raise PermissionDenied(f"{op.name} ({op.role}, {op.site}) may not {action} at {site}")
