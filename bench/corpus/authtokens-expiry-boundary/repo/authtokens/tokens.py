"""Compact signed tokens (``header.payload.signature``, HS256, JWT compatible).

Verification order: structure, header (only ``HS256`` is accepted), signature
(constant-time, current secret first, then ``old_secrets`` for key rotation), then
the registered claims:

* ``exp`` - the token is valid strictly *before* ``exp + leeway``;
* ``nbf`` - the token is not valid before ``nbf - leeway``;
* ``iss`` - must equal the verifier's ``issuer`` when one is configured;
* ``aud`` - a string or a list of strings that must contain the verifier's
  ``audience`` when one is configured (a token without ``aud`` is rejected).
"""

from __future__ import annotations

import hashlib
import hmac
import math
import time
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .encoding import b64url_decode, b64url_encode, json_decode_object, json_encode
from .errors import InvalidClaim, InvalidSignature, MalformedToken, TokenExpired

ALGORITHM = "HS256"
MIN_SECRET_BYTES = 16
_REGISTERED = ("iat", "exp", "nbf")


def _to_bytes(secret: bytes | str) -> bytes:
    key = secret.encode("utf-8") if isinstance(secret, str) else bytes(secret)
    if len(key) < MIN_SECRET_BYTES:
        raise ValueError(f"secrets must be at least {MIN_SECRET_BYTES} bytes")
    return key


def _is_number(value: Any) -> bool:
    """True for ints and finite floats (JSON's NaN/Infinity are not valid times)."""
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and math.isfinite(value))


class TokenSigner:
    """Issues and verifies tokens with a shared secret.

    ``clock`` returns the current time in seconds (``time.time`` by default) and is
    injectable for tests.  ``default_ttl`` is used when :meth:`sign` gets no
    ``expires_in``; ``None`` issues tokens without ``exp``.
    """

    def __init__(self, secret: bytes | str, *, old_secrets: Iterable[bytes | str] = (),
                 issuer: str | None = None, audience: str | None = None,
                 default_ttl: int | None = 3600, leeway: float = 0,
                 clock: Callable[[], float] = time.time):
        self._secret = _to_bytes(secret)
        self._old_secrets = tuple(_to_bytes(s) for s in old_secrets)
        self.issuer = issuer
        self.audience = audience
        self.default_ttl = default_ttl
        self.leeway = leeway
        self._clock = clock

    # -- issuing -------------------------------------------------------------------
    @staticmethod
    def _mac(key: bytes, signing_input: bytes) -> bytes:
        return hmac.new(key, signing_input, hashlib.sha256).digest()

    def sign(self, claims: Mapping[str, Any], *, expires_in: int | None = None,
             audience: str | list[str] | None = None) -> str:
        """Return a signed token carrying ``claims`` plus ``iat``/``exp``/``iss``/``aud``."""
        now = int(self._clock())
        payload = dict(claims)
        payload.setdefault("iat", now)
        ttl = self.default_ttl if expires_in is None else expires_in
        if ttl is not None:
            payload["exp"] = now + ttl
        if self.issuer is not None:
            payload.setdefault("iss", self.issuer)
        if audience is not None:
            payload["aud"] = audience
        header_b64 = b64url_encode(json_encode({"alg": ALGORITHM, "typ": "JWT"}))
        payload_b64 = b64url_encode(json_encode(payload))
        signing_input = f"{header_b64}.{payload_b64}".encode("ascii")
        signature = b64url_encode(self._mac(self._secret, signing_input))
        return f"{header_b64}.{payload_b64}.{signature}"

    # -- verifying -----------------------------------------------------------------
    def verify(self, token: str) -> dict[str, Any]:
        """Return the claims of a valid token; raise a :class:`TokenError` otherwise."""
        header, payload, signing_input, signature = self._split(token)
        self._check_header(header)
        self._check_signature(signing_input, signature)
        self._check_claims(payload)
        return payload

    @staticmethod
    def _split(token: str) -> tuple[dict[str, Any], dict[str, Any], bytes, bytes]:
        if not isinstance(token, str) or token.count(".") != 2:
            raise MalformedToken("a token has exactly three dot-separated segments")
        header_b64, payload_b64, signature_b64 = token.split(".")
        header = json_decode_object(b64url_decode(header_b64))
        payload = json_decode_object(b64url_decode(payload_b64))
        signature = b64url_decode(signature_b64)
        return header, payload, f"{header_b64}.{payload_b64}".encode("ascii"), signature

    @staticmethod
    def _check_header(header: Mapping[str, Any]) -> None:
        alg = header.get("alg")
        if alg != ALGORITHM:
            raise InvalidSignature(f"unsupported algorithm {alg!r}")

    def _check_signature(self, signing_input: bytes, signature: bytes) -> None:
        for key in (self._secret, *self._old_secrets):
            if hmac.compare_digest(self._mac(key, signing_input), signature):
                return
        raise InvalidSignature("signature mismatch")

    def _check_claims(self, payload: Mapping[str, Any]) -> None:
        now = self._clock()
        for name in _REGISTERED:
            if name in payload and not _is_number(payload[name]):
                raise MalformedToken(f"claim {name!r} must be a number")
        exp = payload.get("exp")
        if exp is not None and now > exp + self.leeway:
            raise TokenExpired(f"token expired at {exp}")
        nbf = payload.get("nbf")
        if nbf is not None and now < nbf - self.leeway:
            raise InvalidClaim(f"token not valid before {nbf}")
        if self.issuer is not None and payload.get("iss") != self.issuer:
            raise InvalidClaim(f"issuer {payload.get('iss')!r} is not {self.issuer!r}")
        if self.audience is not None:
            aud = payload.get("aud")
            audiences = [aud] if isinstance(aud, str) else aud if isinstance(aud, list) else []
            if self.audience not in audiences:
                raise InvalidClaim(f"token is not intended for {self.audience!r}")

    def refresh(self, token: str, *, expires_in: int | None = None) -> str:
        """Verify ``token`` and issue a new one with the same claims and a fresh expiry."""
        claims = {k: v for k, v in self.verify(token).items() if k not in _REGISTERED}
        audience = claims.pop("aud", None)
        return self.sign(claims, expires_in=expires_in, audience=audience)
