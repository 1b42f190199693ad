"""Access lists: who holds which role on a document, possibly only until some time.

Expiry is checked at decision time (never by a background sweeper), so a grant is live while
``now < expires_at``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import VaultError
from .roles import ACTIONS, allows, rank

_PRINCIPAL = re.compile(r"(user|group):[a-z0-9][a-z0-9._-]*\Z")


def normalise_principal(text: str) -> str:
    """``' User:Ana '`` -> ``'user:ana'``; anything else than user:/group: names is an error."""
    name = text.strip().lower()
    if not _PRINCIPAL.match(name):
        raise VaultError(f"not a principal: {text!r}")
    return name


@dataclass(frozen=True)
class Grant:
    principal: str
    role: str
    expires_at: float | None = None

    def live(self, now: float) -> bool:
        return self.expires_at is None or now < self.expires_at


class Directory:
    """Group membership: which users belong to which groups."""

    def __init__(self, groups: dict[str, set[str]] | None = None):
        self._groups = {name: set(members) for name, members in (groups or {}).items()}

    def groups_of(self, user: str) -> set[str]:
        return {name for name, members in self._groups.items() if user in members}

    def members(self, group: str) -> set[str]:
        return set(self._groups.get(group, set()))


class AccessList:
    def __init__(self) -> None:
        self._grants: dict[str, Grant] = {}

    def grant(self, principal: str, role: str, expires_at: float | None = None) -> Grant:
        rank(role)
        grant = Grant(normalise_principal(principal), role, expires_at)
        self._grants[grant.principal] = grant
        return grant

    def revoke(self, principal: str) -> bool:
        return self._grants.pop(normalise_principal(principal), None) is not None

    def grants(self, now: float) -> list[tuple[Grant, bool]]:
        """Every grant with whether it is live, sorted by principal (for the sharing screen)."""
        return [(g, g.live(now)) for _, g in sorted(self._grants.items())]

    def effective_role(self, user: str, groups: set[str], now: float) -> str | None:
        """The highest role of the user's live grants, direct or through a group."""
        best: str | None = None
        for grant in self._live_grants_for(user, groups, now):
            if best is None or rank(grant.role) > rank(best):
                best = grant.role
        return best

    def _live_grants_for(self, user: str, groups: set[str], now: float) -> list[Grant]:
        found = []
        direct = self._grants.get(f"user:{user}")
        if direct is not None and direct.live(now):
            found.append(direct)
        for group in sorted(groups):
            grant = self._grants.get(f"group:{group}")
            if grant is not None:
                found.append(grant)
        return found

    def who_can(self, action: str, directory: Directory, now: float) -> list[str]:
        """Sorted user names that may perform ``action`` now (direct or through a group)."""
        if action not in ACTIONS:
            raise VaultError(f"unknown action {action!r}")
        users: set[str] = set()
        for grant in self._grants.values():
            if not allows(grant.role, action):
                continue
            kind, _, name = grant.principal.partition(":")
            if kind == "user":
                if grant.live(now):
                    users.add(name)
            else:
                users.update(directory.members(name))
        return sorted(users)
