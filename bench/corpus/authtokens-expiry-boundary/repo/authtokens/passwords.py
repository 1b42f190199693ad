"""PBKDF2-HMAC password hashing.

Hashes are self-describing strings ``<algorithm>$<iterations>$<salt>$<digest>`` where
salt and digest are base64url, so the work factor can be raised over time:
:func:`needs_rehash` tells the login code to re-hash with the current policy after a
successful :func:`verify_password`.
"""

from __future__ import annotations

import hashlib
import hmac
import os
from dataclasses import dataclass

from .encoding import b64url_decode, b64url_encode
from .errors import MalformedToken, PasswordHashError

ALGORITHMS = {"pbkdf2_sha256": "sha256", "pbkdf2_sha512": "sha512"}
DEFAULT_ALGORITHM = "pbkdf2_sha256"
DEFAULT_ITERATIONS = 600_000
MIN_ITERATIONS = 1_000
SALT_BYTES = 16


@dataclass(frozen=True)
class PasswordHash:
    """The decoded fields of a password hash string."""

    algorithm: str
    iterations: int
    salt: bytes
    digest: bytes

    def encode(self) -> str:
        return (f"{self.algorithm}${self.iterations}$"
                f"{b64url_encode(self.salt)}${b64url_encode(self.digest)}")


def _derive(algorithm: str, password: str, salt: bytes, iterations: int, length: int | None = None) -> bytes:
    return hashlib.pbkdf2_hmac(ALGORITHMS[algorithm], password.encode("utf-8"), salt,
                               iterations, dklen=length)


def hash_password(password: str, *, iterations: int = DEFAULT_ITERATIONS,
                  algorithm: str = DEFAULT_ALGORITHM, salt: bytes | None = None) -> str:
    """Hash ``password`` with a fresh random salt (or ``salt``, for tests)."""
    if not isinstance(password, str) or not password:
        raise PasswordHashError("password must be a non-empty string")
    if algorithm not in ALGORITHMS:
        raise PasswordHashError(f"unsupported algorithm {algorithm!r}")
    if iterations < MIN_ITERATIONS:
        raise PasswordHashError(f"at least {MIN_ITERATIONS} iterations are required")
    if salt is None:
        salt = os.urandom(SALT_BYTES)
    return PasswordHash(algorithm, iterations, salt,
                        _derive(algorithm, password, salt, iterations)).encode()


def parse_hash(encoded: str) -> PasswordHash:
    """Split and decode a hash string; raise :class:`PasswordHashError` if malformed."""
    if not isinstance(encoded, str):
        raise PasswordHashError("hash must be a string")
    fields = encoded.split("$")
    if len(fields) != 4:
        raise PasswordHashError("expected algorithm$iterations$salt$digest")
    algorithm, iterations, salt, digest = fields
    if algorithm not in ALGORITHMS:
        raise PasswordHashError(f"unsupported algorithm {algorithm!r}")
    if not (iterations.isascii() and iterations.isdigit()) or int(iterations) < 1:
        raise PasswordHashError(f"invalid iteration count {iterations!r}")
    try:
        salt_bytes, digest_bytes = b64url_decode(salt), b64url_decode(digest)
    except MalformedToken:
        raise PasswordHashError("salt and digest must be base64url") from None
    if not salt_bytes or not digest_bytes:
        raise PasswordHashError("empty salt or digest")
    return PasswordHash(algorithm, int(iterations), salt_bytes, digest_bytes)


def verify_password(password: str, encoded: str) -> bool:
    """Return True if ``password`` matches ``encoded``; malformed hashes never match."""
    if not isinstance(password, str):
        return False
    try:
        info = parse_hash(encoded)
    except PasswordHashError:
        return False
    candidate = _derive(info.algorithm, password, info.salt, info.iterations, len(info.digest))
    return hmac.compare_digest(candidate, info.digest)


def needs_rehash(encoded: str, *, iterations: int = DEFAULT_ITERATIONS,
                 algorithm: str = DEFAULT_ALGORITHM) -> bool:
    """True if ``encoded`` is weaker than the current policy (or unreadable).

    A hash is weaker when it uses another algorithm or fewer iterations; hashes with
    *more* iterations than the policy are kept as they are.
    """
    try:
        info = parse_hash(encoded)
    except PasswordHashError:
        return True
    return info.algorithm != algorithm or info.iterations < iterations
