"""API keys: identifiers, secrets, hashing and the bearer token format.

A bearer token looks like ``kw_<key id>_<secret>``. The key id is 12 lowercase hex characters
and is safe to log; the secret is only stored as a salted SHA-256 hash. Each key also has a
separate *signing secret*, shared with the client, for HMAC-signed requests.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass

from .errors import MalformedCredentials
from .signing import constant_time_equal

TOKEN_PREFIX = "kw"
_KEY_ID = re.compile(r"^[0-9a-f]{12}$")


@dataclass
class ApiKey:
    """A stored key. ``expires_at`` and ``revoked_at`` are Unix times; a key is usable strictly
    before them."""

    key_id: str
    owner: str
    secret_hash: str
    salt: str
    signing_secret: str
    scopes: frozenset[str]
    created_at: float
    expires_at: float | None = None
    revoked_at: float | None = None
    label: str = ""
    use_count: int = 0
    last_used_at: float | None = None

    def is_expired(self, now: float) -> bool:
        """True from the expiry instant on: a key that expires at T is rejected at T."""
        return self.expires_at is not None and now >= self.expires_at

    def is_revoked(self, now: float) -> bool:
        return self.revoked_at is not None and now >= self.revoked_at

    def is_active(self, now: float) -> bool:
        return not self.is_expired(now) and not self.is_revoked(now)

    def to_public_dict(self) -> dict:
        """What an admin API may show: never the secret hash, salt or signing secret."""
        return {
            "key_id": self.key_id,
            "owner": self.owner,
            "label": self.label,
            "scopes": sorted(self.scopes),
            "created_at": self.created_at,
            "expires_at": self.expires_at,
            "revoked": self.revoked_at is not None,
            "use_count": self.use_count,
        }


def new_key_id() -> str:
    return secrets.token_hex(6)


def new_secret() -> str:
    return secrets.token_urlsafe(24)


def new_salt() -> str:
    return secrets.token_hex(8)


def hash_secret(secret: str, salt: str) -> str:
    return hashlib.sha256(f"{salt}:{secret}".encode()).hexdigest()


def format_token(key_id: str, secret: str) -> str:
    return f"{TOKEN_PREFIX}_{key_id}_{secret}"


def parse_token(token: str) -> tuple[str, str]:
    """Split a bearer token into (key id, secret); :class:`MalformedCredentials` if it is not one."""
    prefix, sep1, rest = token.strip().partition("_")
    key_id, sep2, secret = rest.partition("_")
    if prefix != TOKEN_PREFIX or not sep1 or not sep2 or not _KEY_ID.match(key_id) or not secret:
        raise MalformedCredentials("not a keyward token")
    return key_id, secret


def verify_secret(key: ApiKey, secret: str) -> bool:
    """True when *secret* is the key's secret (constant-time comparison of the hashes)."""
    return constant_time_equal(hash_secret(secret, key.salt), key.secret_hash)
