"""Signed share links.

A token is ``<payload>.<signature>``: the payload is the URL-safe base64 of
``doc_id|role|expires_at`` and the signature is the hex HMAC-SHA256 of the whole payload under
the vault's secret. Verification recomputes the signature, compares it in constant time and
only then trusts (and checks the expiry of) the claims.
"""
from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
from dataclasses import dataclass

from .errors import LinkError
from .roles import rank


@dataclass(frozen=True)
class LinkClaims:
    doc_id: str
    role: str
    expires_at: int


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class LinkSigner:
    def __init__(self, secret: bytes):
        if len(secret) < 16:
            raise LinkError("link secret must be at least 16 bytes")
        self._secret = secret

    def _sign(self, payload: str) -> str:
        return hmac.new(self._secret, payload.encode(), hashlib.sha256).hexdigest()

    def issue(self, doc_id: str, role: str, expires_at: int) -> str:
        rank(role)
        if "|" in doc_id or not doc_id:
            raise LinkError(f"bad document id {doc_id!r}")
        payload = _b64(f"{doc_id}|{role}|{int(expires_at)}".encode())
        return f"{payload}.{self._sign(payload)}"

    def verify(self, token: str, now: float) -> LinkClaims:
        """The token's claims if it is authentic and not expired, else LinkError."""
        payload, dot, signature = token.partition(".")
        if not dot or not payload or not signature:
            raise LinkError("malformed link")
        if not hmac.compare_digest(self._sign(payload), signature):
            raise LinkError("bad link signature")
        try:
            doc_id, role, expires = _unb64(payload).decode().split("|")
            claims = LinkClaims(doc_id, role, int(expires))
            rank(claims.role)
        except (ValueError, UnicodeDecodeError, binascii.Error, Exception):
            raise LinkError("malformed link") from None
        if now >= claims.expires_at:
            raise LinkError("link expired")
        return claims
