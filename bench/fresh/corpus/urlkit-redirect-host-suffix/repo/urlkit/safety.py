"""Checks used by web handlers: open-redirect protection and same-origin tests.

An origin (RFC 6454) is the triple ``(scheme, host, port)`` with the port made explicit, so
``https://example.com`` and ``https://example.com:443`` are the same origin while
``http://example.com`` and ``https://example.com`` are not.
"""

from __future__ import annotations

from typing import Iterable

from .errors import URLError
from .hosts import host_matches
from .parse import URL, parse_url

SAFE_SCHEMES = ("http", "https")


def origin(url: str | URL) -> tuple[str, str | None, int | None]:
    """The ``(scheme, host, port)`` origin of *url*, port filled in from the scheme."""
    u = parse_url(url)
    return (u.scheme, u.host, u.effective_port)


def same_origin(a: str | URL, b: str | URL) -> bool:
    """Whether two absolute URLs share scheme, host and (effective) port."""
    oa, ob = origin(a), origin(b)
    if not oa[0] or not ob[0] or oa[1] is None or ob[1] is None:
        raise URLError("same_origin() needs absolute URLs with a host")
    return oa == ob


def is_safe_redirect(target: str, allowed_hosts: Iterable[str], *, require_https: bool = False) -> bool:
    """Whether redirecting a browser to *target* stays on an allowed host.

    Relative references (``/next``, ``page?x=1``) are safe; scheme-relative ones (``//host``)
    and backslash tricks (``/\\host``) are judged by their host, as browsers do. Absolute URLs
    must use http or https (https only with *require_https*) and a host matching one of the
    *allowed_hosts* patterns (see :func:`urlkit.hosts.host_matches`). Malformed URLs are unsafe.
    """
    if not target:
        return False
    if "\\" in target:
        return False
    try:
        u = parse_url(target)
    except URLError:
        return False
    if u.host is None:
        return not u.scheme
    if u.scheme and u.scheme not in SAFE_SCHEMES:
        return False
    if require_https and u.scheme != "https":
        return False
    return any(host_matches(u.host, pattern) for pattern in allowed_hosts)
