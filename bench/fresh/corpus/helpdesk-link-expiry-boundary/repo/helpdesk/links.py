"""Signed customer links.

A link token is ``<payload>.<signature>``: the payload is URL-safe base64 of
``ticket_id:email:expires`` and the signature is the hex HMAC-SHA256 of the payload. A link is
valid up to and including its expiry second (``now <= expires``) and rejected after it. The
signature is checked with a constant-time comparison before anything in the payload is trusted.
"""

import base64
import hashlib
import hmac
from dataclasses import dataclass

from .errors import InvalidLink


@dataclass(frozen=True)
class LinkClaims:
    ticket_id: int
    email: str
    expires: int


class LinkSigner:
    def __init__(self, secret: bytes, clock, ttl: int = 3600):
        if len(secret) < 16:
            raise ValueError("secret must be at least 16 bytes")
        if ttl <= 0:
            raise ValueError("ttl must be positive")
        self._secret = secret
        self._clock = clock
        self.ttl = ttl

    def _sign(self, payload: str) -> str:
        return hmac.new(self._secret, payload.encode(), hashlib.sha256).hexdigest()

    def issue(self, ticket_id: int, email: str, ttl: int | None = None) -> str:
        """A link for `email` to see ticket `ticket_id`, valid for `ttl` seconds from now."""
        if ":" in email or "@" not in email:
            raise ValueError(f"bad email {email!r}")
        expires = int(self._clock.now()) + (self.ttl if ttl is None else ttl)
        raw = f"{ticket_id}:{email}:{expires}"
        payload = base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")
        return f"{payload}.{self._sign(payload)}"

    def _claims(self, token: str) -> LinkClaims:
        payload, sep, sig = token.rpartition(".")
        if not sep or not payload:
            raise InvalidLink("malformed link")
        if not hmac.compare_digest(sig, self._sign(payload)):
            raise InvalidLink("bad signature")
        try:
            raw = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)).decode()
            tid, email, expires = raw.split(":")
            return LinkClaims(int(tid), email, int(expires))
        except (ValueError, UnicodeDecodeError):
            raise InvalidLink("malformed payload") from None

    def verify(self, token: str) -> LinkClaims:
        """The claims of a valid link; InvalidLink when forged, malformed or expired."""
        claims = self._claims(token)
        if self._clock.now() >= claims.expires:
            raise InvalidLink("link expired")
        return claims

    def remaining(self, token: str) -> float:
        """Seconds the link stays valid (0 in its last second); InvalidLink once expired."""
        claims = self._claims(token)
        left = claims.expires - self._clock.now()
        if left <= 0:
            raise InvalidLink("link expired")
        return left
