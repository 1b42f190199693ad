"""Small helpers shared by the token modules: base64url without padding and HMAC-SHA256."""

from __future__ import annotations

import base64
import hashlib
import hmac


def b64encode(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def b64decode(text: str) -> bytes:
    padded = text + "=" * (-len(text) % 4)
    return base64.urlsafe_b64decode(padded.encode("ascii"))


def mac(key: bytes, message: str) -> str:
    """base64url(HMAC-SHA256(key, message))."""
    return b64encode(hmac.new(key, message.encode("utf-8"), hashlib.sha256).digest())


def same(a: str, b: str) -> bool:
    """Constant-time string comparison."""
    return hmac.compare_digest(a.encode("utf-8"), b.encode("utf-8"))
