"""Members, roles and the permission table."""

from dataclasses import dataclass

from .errors import PermissionDenied

ROLES = ("member", "observer", "auditor", "officer", "chair")

PERMISSIONS: dict[str, frozenset[str]] = {
    "member": frozenset({"vote", "view"}),
    "observer": frozenset({"view"}),
    "auditor": frozenset({"view", "audit"}),
    "officer": frozenset({"vote", "view", "create", "manage"}),
    "chair": frozenset({"vote", "view", "create", "manage", "audit"}),
}


@dataclass(frozen=True)
class Member:
    name: str
    role: str = "member"
    committee: str = "general"

    def __post_init__(self):
        if self.role not in ROLES:
            raise ValueError(f"unknown role: {self.role!r}")
        if not self.name:
            raise ValueError("a member needs a name")


def allowed(member: Member, action: str, committee: str | None = None) -> bool:
    """May `member` do `action`? Officers manage the polls of their own committee only; the
    chair manages every committee's polls."""
    if action not in PERMISSIONS[member.role]:
        return False
    if action in ("create", "manage") and member.role == "officer":
        return committee is None or committee == member.committee
    return True


def authorize(member: Member, action: str, committee: str | None = None) -> None:
    if not allowed(member, action, committee):
        raise PermissionDenied(f"{member.name} ({member.role}) may not {action}")
