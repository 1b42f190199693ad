"""Host and port validation, and host patterns for allow-lists.

Hosts are compared case-insensitively and without a trailing dot (``Example.COM.`` is
``example.com``). Allow-list patterns:

* ``"example.com"`` - exactly that host;
* ``".example.com"`` - ``example.com`` and any subdomain of it;
* ``"*.example.com"`` - subdomains only, not ``example.com`` itself;
* ``"*"`` - any host.
"""

from __future__ import annotations

import ipaddress
import re

from .errors import InvalidHost, InvalidPort

_LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$")
MAX_PORT = 65535


def canonical_host(host: str) -> str:
    """Lower-case *host* and drop one trailing dot."""
    host = host.lower()
    return host[:-1] if host.endswith(".") and not host.endswith("..") else host


def is_ip_address(host: str) -> bool:
    """Whether *host* is an IPv4 address or a bracketed IPv6 address."""
    candidate = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    try:
        ip = ipaddress.ip_address(candidate)
    except ValueError:
        return False
    return ip.version == 4 or candidate != host


def validate_host(host: str) -> str:
    """The canonical form of *host*; raises :class:`InvalidHost` if it is not a valid host."""
    if not host:
        raise InvalidHost("empty host")
    if host.startswith("["):
        if not host.endswith("]"):
            raise InvalidHost(f"unterminated IPv6 literal: {host!r}")
        try:
            ipaddress.IPv6Address(host[1:-1])
        except ValueError:
            raise InvalidHost(f"invalid IPv6 address: {host!r}") from None
        return host.lower()
    name = canonical_host(host)
    if len(name) > 253:
        raise InvalidHost("host name longer than 253 characters")
    labels = name.split(".")
    if not all(_LABEL.match(label) for label in labels):
        raise InvalidHost(f"invalid host name: {host!r}")
    if labels[-1].isdigit() and not is_ip_address(name):
        raise InvalidHost(f"invalid IPv4 address: {host!r}")
    return name


def validate_port(port: int | str) -> int:
    """*port* as an int; raises :class:`InvalidPort` unless it is in 1..65535.

    Strings must be plain ASCII digits (``"8080"``; not ``"+80"`` or ``" 80"``).
    """
    if isinstance(port, str):
        if not (port.isascii() and port.isdigit()):
            raise InvalidPort(f"port is not a number: {port!r}")
        port = int(port)
    if isinstance(port, bool) or not isinstance(port, int):
        raise InvalidPort(f"port must be an integer, got {type(port).__name__}")
    if not 1 <= port <= MAX_PORT:
        raise InvalidPort(f"port out of range 1..{MAX_PORT}: {port}")
    return port


def host_matches(host: str, pattern: str) -> bool:
    """Whether *host* matches the allow-list *pattern* (see the module docstring)."""
    host = canonical_host(host)
    pattern = pattern.lower()
    if pattern == "*":
        return True
    if pattern.startswith("*."):
        suffix = pattern[1:]
        return host.endswith(suffix) and len(host) > len(suffix)
    if pattern.startswith("."):
        return host == pattern[1:] or host.endswith(pattern)
    return host == canonical_host(pattern)
