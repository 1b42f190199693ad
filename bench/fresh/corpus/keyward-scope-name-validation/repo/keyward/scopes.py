"""Scopes: ``resource:action`` strings granted to a key.

``*`` grants everything, ``resource:*`` grants every action on one resource, and an action can
imply others on the same resource: ``write`` implies ``read``; ``admin`` implies ``read``,
``write`` and ``delete``. Nothing implies ``*``.
"""

from __future__ import annotations

import re

from .errors import InvalidScope

_SCOPE = re.compile(r"^(\*|[a-z]+:(\*|[a-z]+))$")
IMPLIED = {"write": ("read",), "admin": ("read", "write", "delete")}


def parse_scopes(value) -> frozenset[str]:
    """Scopes from a space- or comma-separated string or an iterable of strings."""
    items = value.replace(",", " ").split() if isinstance(value, str) else list(value)
    out = set()
    for item in items:
        scope = item.strip().lower()
        if not _SCOPE.match(scope):
            raise InvalidScope(f"invalid scope {item!r}: expected 'resource:action', 'resource:*' or '*'")
        out.add(scope)
    return frozenset(out)


def scope_grants(granted: str, required: str) -> bool:
    """True when the single scope *granted* covers the single scope *required*."""
    if granted == "*" or granted == required:
        return True
    g_resource, _, g_action = granted.partition(":")
    r_resource, _, r_action = required.partition(":")
    if g_resource != r_resource or r_resource == "*":
        return False
    return g_action == "*" or r_action in IMPLIED.get(g_action, ())


def has_scopes(granted, required) -> bool:
    """True when every scope in *required* is covered by some scope in *granted*."""
    granted = list(granted)
    return all(any(scope_grants(g, r) for g in granted) for r in required)


def missing_scopes(granted, required) -> list[str]:
    """The required scopes that *granted* does not cover, sorted."""
    granted = list(granted)
    return sorted({r for r in required if not any(scope_grants(g, r) for g in granted)})
