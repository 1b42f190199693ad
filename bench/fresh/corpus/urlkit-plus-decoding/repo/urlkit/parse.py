"""Splitting URLs into their components (RFC 3986 section 3) and putting them back together."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from .errors import URLError
from .hosts import validate_host, validate_port

DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21}

_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*):")


def default_port(scheme: str) -> int | None:
    """The well-known port of *scheme* (``None`` if urlkit does not know one)."""
    return DEFAULT_PORTS.get(scheme.lower())


@dataclass(frozen=True)
class URL:
    """An absolute or relative URL, split into components.

    ``host`` is stored in canonical form (lower case) and ``port`` is ``None`` when the URL does
    not spell one out. ``query`` and ``fragment`` are ``None`` when absent and ``""`` when
    present but empty (``http://h/?`` keeps its ``?``).
    """

    scheme: str = ""
    userinfo: str | None = None
    host: str | None = None
    port: int | None = None
    path: str = ""
    query: str | None = None
    fragment: str | None = None

    @property
    def is_absolute(self) -> bool:
        return bool(self.scheme)

    @property
    def effective_port(self) -> int | None:
        """The explicit port, or the scheme's default port."""
        return self.port if self.port is not None else default_port(self.scheme)

    @property
    def netloc(self) -> str:
        if self.host is None:
            return ""
        out = self.host
        if self.userinfo is not None:
            out = f"{self.userinfo}@{out}"
        if self.port is not None:
            out = f"{out}:{self.port}"
        return out

    def replace(self, **changes) -> "URL":
        return dataclasses.replace(self, **changes)

    def with_port(self, port: int | str | None) -> "URL":
        """A copy with another port (``None`` removes it)."""
        return self.replace(port=None if port is None else validate_port(port))

    def with_query(self, query: str | None) -> "URL":
        return self.replace(query=query)

    def __str__(self) -> str:
        out = f"{self.scheme}:" if self.scheme else ""
        if self.host is not None:
            out += "//" + self.netloc
        out += self.path
        if self.query is not None:
            out += "?" + self.query
        if self.fragment is not None:
            out += "#" + self.fragment
        return out


def _split_authority(authority: str) -> tuple[str | None, str, int | None]:
    userinfo = None
    if "@" in authority:
        userinfo, _, authority = authority.rpartition("@")
    if authority.startswith("["):
        end = authority.find("]")
        if end < 0:
            raise URLError(f"unterminated IPv6 literal in {authority!r}")
        host, rest = authority[: end + 1], authority[end + 1 :]
        if rest and not rest.startswith(":"):
            raise URLError(f"unexpected text after IPv6 literal: {rest!r}")
        port_text = rest[1:] if rest else None
    else:
        host, sep, port_text = authority.partition(":")
        port_text = port_text if sep else None
    port = validate_port(port_text) if port_text else None
    return userinfo, validate_host(host), port


def parse_url(text: str | URL) -> URL:
    """Split *text* into a :class:`URL`; hosts and ports are validated.

    Raises :class:`URLError` (or its subclasses) for malformed input.
    """
    if isinstance(text, URL):
        return text
    if any(ch in text for ch in "\t\r\n") or text != text.strip():
        raise URLError(f"URL contains whitespace or control characters: {text!r}")
    rest = text
    fragment = query = None
    if "#" in rest:
        rest, fragment = rest.split("#", 1)
    if "?" in rest:
        rest, query = rest.split("?", 1)
    scheme = ""
    m = _SCHEME.match(rest)
    if m:
        scheme = m.group(1).lower()
        rest = rest[m.end() :]
    userinfo = host = port = None
    if rest.startswith("//"):
        authority, slash, path = rest[2:].partition("/")
        path = slash + path
        userinfo, host, port = _split_authority(authority)
    else:
        path = rest
    return URL(scheme, userinfo, host, port, path, query, fragment)
