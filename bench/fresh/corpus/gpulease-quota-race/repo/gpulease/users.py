"""Users, teams and the permission rules.

- any member may lease devices for their team, within the team's quota;
- a lease may be released by the user who holds it, by a lead of the lease's team or by an admin;
- a lease may be revoked (taken away) only by a lead of the lease's team or by an admin;
- a whole team's leases may be revoked by a lead of that team or by an admin.
"""
from __future__ import annotations

from dataclasses import dataclass

ROLES = ("member", "lead", "admin")


@dataclass(frozen=True)
class User:
    name: str
    team: str
    role: str = "member"

    def __post_init__(self) -> None:
        if not self.name or not self.team:
            raise ValueError("a user needs a name and a team")
        if self.role not in ROLES:
            raise ValueError(f"unknown role {self.role!r}")


def may_revoke(actor: User, lease) -> bool:
    if actor.role == "admin":
        return True
    return actor.role == "lead" and actor.team == lease.team


def may_release(actor: User, lease) -> bool:
    return actor.name == lease.user or may_revoke(actor, lease)


def may_revoke_team(actor: User, team: str) -> bool:
    if actor.role == "admin":
        return True
    return actor.role == "lead" and actor.team == team
