"""URL normalization (RFC 3986 section 6.2.2), used to compare and deduplicate URLs.

``normalize_url`` lower-cases the scheme and host, removes the scheme's default port,
resolves ``.`` and ``..`` path segments, upper-cases percent-escapes and decodes escapes of
unreserved characters (``%7E`` -> ``~``). An empty path of an http(s) URL becomes ``/``.
"""

from __future__ import annotations

import re

from .encoding import UNRESERVED
from .parse import URL, default_port, parse_url
from .query import encode_query, parse_qsl

_ESCAPE = re.compile(r"%([0-9A-Fa-f]{2})")


def remove_dot_segments(path: str) -> str:
    """Resolve ``.`` and ``..`` segments (RFC 3986 section 5.2.4).

    ``..`` never climbs above the root: ``/a/../../b`` is ``/b``.
    """
    if not path:
        return path
    absolute = path.startswith("/")
    segments = path.split("/")
    if absolute:
        segments = segments[1:]
    out: list[str] = []
    for i, seg in enumerate(segments):
        last = i == len(segments) - 1
        if seg == ".":
            if last:
                out.append("")
            continue
        if seg == "..":
            if out:
                out.pop()
            if last:
                out.append("")
            continue
        out.append(seg)
    result = "/".join(out)
    return "/" + result if absolute else result


def _normalize_escapes(text: str) -> str:
    def fix(m: re.Match) -> str:
        ch = chr(int(m.group(1), 16))
        return ch if ch in UNRESERVED else "%" + m.group(1).upper()

    return _ESCAPE.sub(fix, text)


def normalize_url(url: str | URL, *, sort_query: bool = False, drop_fragment: bool = False) -> str:
    """The normalized string form of *url* (see the module docstring).

    ``sort_query=True`` also orders query pairs by key; ``drop_fragment=True`` removes ``#...``.
    """
    u = parse_url(url)
    port = None if u.port == default_port(u.scheme) else u.port
    path = remove_dot_segments(_normalize_escapes(u.path))
    if not path and u.host is not None and u.scheme in ("http", "https"):
        path = "/"
    query = u.query
    if query is not None:
        query = _normalize_escapes(query)
        if sort_query:
            query = encode_query(parse_qsl(query), sort=True)
    fragment = None if drop_fragment else u.fragment
    if fragment is not None:
        fragment = _normalize_escapes(fragment)
    return str(u.replace(port=port, path=path, query=query, fragment=fragment))
