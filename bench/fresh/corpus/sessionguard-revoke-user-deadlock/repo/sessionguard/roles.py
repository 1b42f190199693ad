"""Roles, inheritance and permissions.

A role grants a set of permissions and may inherit other roles (which must be defined
first, so there are no cycles). Permissions are ``resource:action`` strings; a granted
``resource:*`` covers every action on that resource and ``*`` covers everything.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .errors import PermissionDenied


@dataclass(frozen=True)
class _Role:
    permissions: frozenset[str]
    inherits: tuple[str, ...]


def grants(granted: Iterable[str], permission: str) -> bool:
    """Whether the permission strings in *granted* cover *permission*."""
    resource = permission.split(":", 1)[0]
    for perm in granted:
        if perm == "*" or perm == permission:
            return True
        if perm.endswith(":*") and perm[:-2] == resource:
            return True
    return False


class RoleRegistry:
    """The roles of one application."""

    def __init__(self) -> None:
        self._roles: dict[str, _Role] = {}

    def define(self, name: str, permissions: Iterable[str] = (), inherits: Iterable[str] = ()) -> None:
        """Add (or replace) role *name*; every inherited role must already exist."""
        parents = tuple(inherits)
        unknown = [p for p in parents if p not in self._roles]
        if unknown:
            raise ValueError(f"role {name!r} inherits undefined role(s): {', '.join(unknown)}")
        self._roles[name] = _Role(frozenset(permissions), parents)

    def _check(self, role: str) -> None:
        if role not in self._roles:
            raise ValueError(f"undefined role: {role!r}")

    def expand(self, roles: Iterable[str]) -> list[str]:
        """*roles* plus every role they inherit, breadth first: the given roles in their order,
        then their parents, then grandparents; each role once.
        """
        order: list[str] = []
        for role in roles:
            self._check(role)
            if role not in order:
                order.append(role)
        i = 0
        while i < len(order):
            for parent in self._roles[order[i]].inherits:
                if parent not in order:
                    order.append(parent)
            i += 1
        return order

    def permissions_for(self, roles: Iterable[str]) -> frozenset[str]:
        """Every permission granted by *roles*, inherited ones included."""
        out: set[str] = set()
        for role in self.expand(roles):
            out |= self._roles[role].permissions
        return frozenset(out)

    def has_permission(self, roles: Iterable[str], permission: str) -> bool:
        return grants(self.permissions_for(roles), permission)

    def require(self, roles: Iterable[str], *permissions: str) -> None:
        """Raise :class:`PermissionDenied` naming every permission in *permissions* not granted."""
        granted = self.permissions_for(roles)
        missing = sorted(p for p in permissions if not grants(granted, p))
        if missing:
            raise PermissionDenied(f"missing permission(s): {', '.join(missing)}")
