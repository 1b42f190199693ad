"""Authenticating a request: bearer tokens or HMAC signatures, then key status, clock skew,
replay and scopes.

Checks run in a fixed order so that the error a client sees is stable: malformed credentials,
unknown key, revoked, expired, bad secret or signature, stale timestamp, replay, scope.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from .errors import BadSignature, InsufficientScope, InvalidSecret, KeyExpired, KeyRevoked, MalformedCredentials, ReplayedRequest
from .keys import ApiKey, parse_token, verify_secret
from .nonces import NonceCache
from .scopes import scope_grants
from .signing import (
    DEFAULT_MAX_SKEW,
    KEY_HEADER,
    NONCE_HEADER,
    SIGNATURE_HEADER,
    TIMESTAMP_HEADER,
    check_timestamp,
    get_header,
    parse_timestamp,
    verify_signature,
)


@dataclass(frozen=True)
class AuthContext:
    """Who made an authenticated request."""

    key_id: str
    owner: str
    scopes: frozenset[str]
    signed: bool
    authenticated_at: float


class Authenticator:
    def __init__(self, store, nonces: NonceCache | None = None, clock=None, max_skew: float = DEFAULT_MAX_SKEW, require_signature: bool = False):
        self.store = store
        self.clock = clock or time.time
        self.nonces = nonces if nonces is not None else NonceCache(ttl=2 * max_skew, clock=self.clock)
        self.max_skew = max_skew
        self.require_signature = require_signature

    def authenticate(self, headers, method: str = "GET", path: str = "/", query: str = "", body: bytes = b"", required_scopes=()) -> AuthContext:
        """The :class:`AuthContext` of a request, or an :class:`~keyward.errors.AuthError`."""
        now = self.clock()
        if get_header(headers, SIGNATURE_HEADER) is not None:
            key = self._signed(headers, method, path, query, body, now)
            signed = True
        else:
            key = self._bearer(headers, now)
            signed = False
        self.authorize(key.scopes, required_scopes)
        self.store.record_use(key.key_id)
        return AuthContext(key.key_id, key.owner, key.scopes, signed, now)

    def authorize(self, granted, required) -> None:
        """Raise :class:`InsufficientScope` unless *granted* covers every scope in *required*."""
        granted = list(granted)
        missing = [r for r in required if not any(scope_grants(g, r) for g in granted)]
        if missing:
            raise InsufficientScope(missing)

    def _check_status(self, key: ApiKey, now: float) -> None:
        if key.is_revoked(now):
            raise KeyRevoked(f"key {key.key_id} was revoked")
        if key.is_expired(now):
            raise KeyExpired(f"key {key.key_id} has expired")

    def _bearer(self, headers, now: float) -> ApiKey:
        if self.require_signature:
            raise BadSignature("this endpoint requires a signed request")
        value = get_header(headers, "Authorization")
        if not value or not value.startswith("Bearer "):
            raise MalformedCredentials("missing bearer token")
        key_id, secret = parse_token(value[len("Bearer ") :])
        key = self.store.get(key_id)
        self._check_status(key, now)
        if not verify_secret(key, secret):
            raise InvalidSecret("invalid api key")
        return key

    def _signed(self, headers, method, path, query, body, now: float) -> ApiKey:
        key_id = get_header(headers, KEY_HEADER)
        if not key_id:
            raise MalformedCredentials(f"missing {KEY_HEADER} header")
        key = self.store.get(key_id)
        self._check_status(key, now)
        verify_signature(key.signing_secret, method, path, query, body, headers)
        check_timestamp(parse_timestamp(get_header(headers, TIMESTAMP_HEADER)), now, self.max_skew)
        nonce = get_header(headers, NONCE_HEADER)
        if not nonce:
            raise MalformedCredentials(f"missing {NONCE_HEADER} header")
        if not self.nonces.check_and_store(f"{key_id}:{nonce}"):
            raise ReplayedRequest("this request was already seen")
        return key
