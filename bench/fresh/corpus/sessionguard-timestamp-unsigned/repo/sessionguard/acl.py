"""Path-prefix access rules.

Each :class:`Rule` covers a path prefix on segment boundaries (``/admin`` covers ``/admin`` and
``/admin/users`` but not ``/administrator``) and names the permission required there, or
``None`` for public paths. The most specific (longest) matching rule wins; a path no rule
covers is denied.

Paths are normalized before matching, exactly as a web server resolves them: percent-escapes
of unreserved characters are decoded (``%2e`` is ``.``), runs of ``/`` collapse, and ``.`` and
``..`` segments are resolved (never above the root). Encoded slashes and backslashes are
refused outright, since servers disagree on what they mean.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

from .errors import PermissionDenied
from .roles import grants

_UNRESERVED_ESCAPE = re.compile(r"%(2[dDeE]|5[fF]|7[eE]|3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])")


@dataclass(frozen=True)
class Rule:
    prefix: str
    permission: str | None
    methods: frozenset[str] | None = None  # None: every method

    def covers(self, path: str, method: str) -> bool:
        prefix = self.prefix.rstrip("/")
        on_boundary = path == prefix or path.startswith(prefix + "/") or prefix == ""
        return on_boundary and (self.methods is None or method.upper() in self.methods)


@dataclass(frozen=True)
class Decision:
    allowed: bool
    path: str
    rule: Rule | None
    reason: str


def _resolve_dots(path: str) -> str:
    out: list[str] = []
    segments = path.split("/")[1:]
    for i, seg in enumerate(segments):
        last = i == len(segments) - 1
        if seg in (".", ".."):
            if seg == ".." and out:
                out.pop()
            if last:
                out.append("")
            continue
        out.append(seg)
    return "/" + "/".join(out)


def normalize_path(path: str) -> str:
    """The canonical form of a request path (see the module docstring)."""
    if re.search(r"%(2[fF]|5[cC])|\\", path):
        raise PermissionDenied(f"encoded slash or backslash in path: {path!r}")
    path = _UNRESERVED_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), path)
    if not path.startswith("/"):
        path = "/" + path
    path = re.sub(r"/{2,}", "/", path)
    return _resolve_dots(path)


class AccessPolicy:
    """An ordered collection of rules."""

    def __init__(self, rules: Iterable[Rule]) -> None:
        self.rules = list(rules)

    def match(self, path: str, method: str = "GET") -> Rule | None:
        """The most specific rule covering the (already normalized) *path* and *method*."""
        best = None
        for rule in self.rules:
            if rule.covers(path, method) and (best is None or len(rule.prefix.rstrip("/")) > len(best.prefix.rstrip("/"))):
                best = rule
        return best

    def decide(self, path: str, method: str, permissions: Iterable[str]) -> Decision:
        """Whether a caller holding *permissions* may *method* the request path *path*."""
        try:
            canonical = normalize_path(path)
        except PermissionDenied as exc:
            return Decision(False, path, None, str(exc))
        rule = self.match(canonical, method)
        if rule is None:
            return Decision(False, canonical, None, "no rule covers this path")
        if rule.permission is None:
            return Decision(True, canonical, rule, "public")
        if grants(permissions, rule.permission):
            return Decision(True, canonical, rule, f"granted {rule.permission}")
        return Decision(False, canonical, rule, f"requires {rule.permission}")

    def check(self, path: str, method: str, permissions: Iterable[str]) -> Decision:
        """Like :meth:`decide` but raises :class:`PermissionDenied` when access is refused."""
        decision = self.decide(path, method, permissions)
        if not decision.allowed:
            raise PermissionDenied(f"{method} {path}: {decision.reason}")
        return decision
