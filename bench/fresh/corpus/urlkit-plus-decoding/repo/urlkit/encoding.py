"""Percent-encoding (RFC 3986 section 2.1) over UTF-8.

``quote`` leaves the unreserved characters (letters, digits, ``-._~``) and the characters in
*safe* alone and encodes everything else. ``quote_plus`` / ``unquote_plus`` implement the
``application/x-www-form-urlencoded`` variant, where a space is written as ``+`` (and a literal
plus sign therefore has to be sent as ``%2B``).
"""

from __future__ import annotations

import re

UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
_ESCAPE = re.compile(r"%([0-9A-Fa-f]{2})")


def quote(text: str, safe: str = "/") -> str:
    """Percent-encode *text*; characters in *safe* are kept as they are."""
    keep = UNRESERVED | frozenset(safe)
    out = []
    for ch in text:
        if ch in keep:
            out.append(ch)
        else:
            out.extend(f"%{byte:02X}" for byte in ch.encode("utf-8"))
    return "".join(out)


def quote_plus(text: str, safe: str = "") -> str:
    """Form encoding: like :func:`quote` with ``safe=""`` but spaces become ``+``."""
    return quote(text, safe + " ").replace(" ", "+")


def unquote(text: str) -> str:
    """Decode ``%XX`` escapes (as UTF-8; invalid sequences become U+FFFD). ``+`` is kept."""
    if "%" not in text:
        return text
    raw = bytearray()
    pos = 0
    for m in _ESCAPE.finditer(text):
        raw += text[pos : m.start()].encode("utf-8")
        raw.append(int(m.group(1), 16))
        pos = m.end()
    raw += text[pos:].encode("utf-8")
    return raw.decode("utf-8", errors="replace")


def unquote_plus(text: str) -> str:
    """Form decoding: ``+`` means a space, ``%2B`` a literal plus sign."""
    return unquote(text).replace("+", " ")
