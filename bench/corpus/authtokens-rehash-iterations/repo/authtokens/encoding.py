"""base64url without padding and canonical JSON, as used in compact tokens."""

from __future__ import annotations

import base64
import binascii
import json
import re
from typing import Any

from .errors import MalformedToken

_B64URL_RE = re.compile(r"[A-Za-z0-9_-]*")


def b64url_encode(data: bytes) -> str:
    """Encode ``data`` as base64url without ``=`` padding."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def b64url_decode(text: str) -> bytes:
    """Decode unpadded base64url; raise :class:`MalformedToken` on invalid input."""
    if not isinstance(text, str) or not _B64URL_RE.fullmatch(text) or len(text) % 4 == 1:
        raise MalformedToken("invalid base64url segment")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise MalformedToken("invalid base64url segment") from None


def json_encode(obj: Any) -> bytes:
    """Compact, key-sorted JSON (stable output for signing)."""
    return json.dumps(obj, separators=(",", ":"), sort_keys=True).encode("utf-8")


def json_decode_object(data: bytes) -> dict[str, Any]:
    """Decode a JSON object; anything else is a :class:`MalformedToken`."""
    try:
        value = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise MalformedToken("segment is not valid JSON") from None
    if not isinstance(value, dict):
        raise MalformedToken("segment is not a JSON object")
    return value
