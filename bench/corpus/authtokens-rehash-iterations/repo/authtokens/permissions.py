"""Role-based access control with inherited roles and ``resource:*`` wildcards.

Permissions are ``resource:action`` strings, optionally nested
(``docs:drafts:edit``).  A granted permission matches a required one when it is
``*`` (everything), equal to it, or ends in ``:*`` and the required permission lies
below that prefix (``docs:*`` matches ``docs:read`` and ``docs:drafts:edit`` but not
``docsearch:read``).  A role has its own permissions plus those of all its ancestors.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from .errors import PermissionDenied, UnknownRole

_PERMISSION_RE = re.compile(r"^(\*|[a-z][a-z0-9_-]*(:[a-z0-9_-]+)*(:\*)?)$")


def permission_matches(granted: str, required: str) -> bool:
    """Return True if the ``granted`` permission covers ``required``."""
    if granted == "*" or granted == required:
        return True
    if granted.endswith(":*"):
        return required.startswith(granted[:-1])
    return False


@dataclass(frozen=True)
class Role:
    """A named set of permissions that also inherits its ``parents``' permissions."""

    name: str
    permissions: frozenset[str] = frozenset()
    parents: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "permissions", frozenset(self.permissions))
        object.__setattr__(self, "parents", tuple(self.parents))
        for permission in self.permissions:
            if not _PERMISSION_RE.match(permission):
                raise ValueError(f"invalid permission {permission!r} in role {self.name!r}")


class RoleRegistry:
    """All known roles, by name."""

    def __init__(self, roles: Iterable[Role] = ()):
        self._roles: dict[str, Role] = {}
        for role in roles:
            self.add(role)

    def add(self, role: Role) -> None:
        self._roles[role.name] = role

    def get(self, name: str) -> Role:
        try:
            return self._roles[name]
        except KeyError:
            raise UnknownRole(f"unknown role {name!r}") from None

    def effective_permissions(self, role_name: str) -> frozenset[str]:
        """The permissions of ``role_name`` and of every ancestor (cycles are tolerated)."""
        permissions: set[str] = set()
        seen: set[str] = set()
        pending = [role_name]
        while pending:
            name = pending.pop()
            if name in seen:
                continue
            seen.add(name)
            role = self.get(name)
            permissions |= role.permissions
            pending.extend(role.parents)
        return frozenset(permissions)

    def has_permission(self, role_names: Iterable[str], required: str) -> bool:
        """True if any of ``role_names`` (directly or by inheritance) grants ``required``."""
        return any(
            permission_matches(granted, required)
            for name in role_names
            for granted in self.effective_permissions(name)
        )


@dataclass
class User:
    id: str
    roles: tuple[str, ...] = ()


@dataclass
class AccessControl:
    """Permission checks for users, with an audit log of every decision."""

    registry: RoleRegistry
    audit_log: list[tuple[str, str, bool]] = field(default_factory=list)

    def check(self, user: User, permission: str) -> bool:
        allowed = self.registry.has_permission(user.roles, permission)
        self.audit_log.append((user.id, permission, allowed))
        return allowed

    def require(self, user: User, permission: str) -> None:
        """Raise :class:`PermissionDenied` unless ``user`` has ``permission``."""
        if not self.check(user, permission):
            raise PermissionDenied(f"user {user.id!r} lacks {permission!r}")
