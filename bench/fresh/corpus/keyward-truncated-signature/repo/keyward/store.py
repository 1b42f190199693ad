"""In-memory key store: issue, look up, revoke and rotate keys.

All methods are safe to call from several threads. Rotation is atomic: the new key exists and
the old one is scheduled for revocation in one step, so a reader never sees neither.
"""

from __future__ import annotations

import threading
import time

from .errors import UnknownKey
from .keys import ApiKey, format_token, hash_secret, new_key_id, new_salt, new_secret
from .scopes import parse_scopes


class KeyStore:
    def __init__(self, clock=time.time):
        self._clock = clock
        self._keys: dict[str, ApiKey] = {}
        self._lock = threading.RLock()

    def issue(self, owner: str, scopes, ttl: float | None = None, label: str = "", expires_at: float | None = None) -> tuple[ApiKey, str]:
        """Create a key; returns it and its bearer token (the only time the secret is visible).

        The expiry is either *ttl* seconds from now or the absolute *expires_at*.
        """
        if ttl is not None and expires_at is not None:
            raise ValueError("give ttl or expires_at, not both")
        if ttl is not None and ttl <= 0:
            raise ValueError("ttl must be positive")
        granted = parse_scopes(scopes)
        with self._lock:
            now = self._clock()
            key_id = new_key_id()
            while key_id in self._keys:
                key_id = new_key_id()
            secret, salt = new_secret(), new_salt()
            key = ApiKey(
                key_id=key_id,
                owner=owner,
                secret_hash=hash_secret(secret, salt),
                salt=salt,
                signing_secret=new_secret(),
                scopes=granted,
                created_at=now,
                expires_at=now + ttl if ttl is not None else expires_at,
                label=label,
            )
            self._keys[key_id] = key
            return key, format_token(key_id, secret)

    def _get_locked(self, key_id: str) -> ApiKey:
        try:
            return self._keys[key_id]
        except KeyError:
            raise UnknownKey(f"no key {key_id!r}") from None

    def get(self, key_id: str) -> ApiKey:
        with self._lock:
            return self._get_locked(key_id)

    def revoke(self, key_id: str, at: float | None = None) -> ApiKey:
        """Revoke a key now, or at the future time *at*. Revoking twice keeps the earlier time."""
        with self._lock:
            key = self._get_locked(key_id)
            when = self._clock() if at is None else at
            if key.revoked_at is None or when < key.revoked_at:
                key.revoked_at = when
            return key

    def rotate(self, key_id: str, grace: float = 0.0) -> tuple[ApiKey, str]:
        """Replace a key by a new one with the same owner, scopes, label and expiry.

        The old key stays valid for *grace* seconds so deployed clients can switch over.
        """
        with self._lock:
            old = self._get_locked(key_id)
            new, token = self.issue(old.owner, old.scopes, label=old.label, expires_at=old.expires_at)
            self.revoke(key_id, at=self._clock() + grace)
            return new, token

    def revoke_owner(self, owner: str) -> int:
        """Revoke every active key of *owner*; returns how many were revoked."""
        with self._lock:
            now = self._clock()
            ids = [k.key_id for k in self._keys.values() if k.owner == owner and k.is_active(now)]
            for key_id in ids:
                self.revoke(key_id)
            return len(ids)

    def active_keys(self, owner: str | None = None) -> list[ApiKey]:
        """Keys usable right now, oldest first, optionally of one owner."""
        with self._lock:
            now = self._clock()
            keys = [
                k
                for k in self._keys.values()
                if (owner is None or k.owner == owner)
                and (k.expires_at is None or k.expires_at > now)
                and (k.revoked_at is None or k.revoked_at > now)
            ]
            return sorted(keys, key=lambda k: k.created_at)

    def record_use(self, key_id: str) -> None:
        with self._lock:
            key = self._get_locked(key_id)
            key.use_count += 1
            key.last_used_at = self._clock()

    def __len__(self) -> int:
        with self._lock:
            return len(self._keys)
