"""Resolving references against a base URL (RFC 3986 section 5.2) and joining path pieces."""

from __future__ import annotations

from .errors import URLError
from .normalize import remove_dot_segments
from .parse import URL, parse_url


def _merge(base: URL, ref_path: str) -> str:
    if base.host is not None and not base.path:
        return "/" + ref_path
    head, _, _ = base.path.rpartition("/")
    return f"{head}/{ref_path}" if "/" in base.path else ref_path


def join_url(base: str | URL, ref: str | URL) -> str:
    """Resolve *ref* against the absolute URL *base*; returns the target as a string."""
    b = parse_url(base)
    if not b.is_absolute:
        raise URLError(f"base URL must be absolute: {str(b)!r}")
    r = parse_url(ref)
    if r.scheme:
        target = r.replace(path=remove_dot_segments(r.path))
    elif r.host is not None:
        target = r.replace(scheme=b.scheme, path=remove_dot_segments(r.path))
    elif not r.path:
        target = b.replace(query=r.query if r.query is not None else b.query, fragment=r.fragment)
    else:
        path = r.path if r.path.startswith("/") else _merge(b, r.path)
        target = b.replace(path=remove_dot_segments(path), query=r.query, fragment=r.fragment)
    return str(target)


def join_path(*segments: str) -> str:
    """Join path pieces with exactly one ``/`` between them: ``join_path("/api/", "/v1", "x")``
    is ``/api/v1/x``. A trailing slash on the last piece is kept.
    """
    pieces = [s for s in segments if s]
    if not pieces:
        return ""
    lead = "/" if pieces[0].startswith("/") else ""
    trail = "/" if pieces[-1].endswith("/") else ""
    inner = "/".join(p.strip("/") for p in pieces if p.strip("/"))
    return (lead + inner + trail) if inner else lead or trail
