"""Password policy and password hashing (PBKDF2-HMAC-SHA256).

Encoded hashes look like ``pbkdf2_sha256$<iterations>$<salt>$<hash>`` so that the iteration
count can be raised later: :func:`needs_rehash` tells the login view to re-hash a password
with the current count after a successful login.
"""

from __future__ import annotations

import hashlib
import secrets
import string

from ._crypto import b64decode, b64encode, same
from .errors import PolicyViolation

ALGORITHM = "pbkdf2_sha256"
DEFAULT_ITERATIONS = 390_000

_CLASSES = (
    ("lowercase letter", str.islower),
    ("uppercase letter", str.isupper),
    ("digit", str.isdigit),
    ("symbol", lambda ch: ch in string.punctuation or ch == " "),
)


class PasswordPolicy:
    """Rules a new password must satisfy.

    *min_classes* is how many of the four character classes (lower, upper, digit, symbol) must
    appear. With *forbid_username*, the password may not contain the user name (any case).
    *banned* lists passwords that are always refused (compared case-insensitively).
    """

    def __init__(self, min_length: int = 12, max_length: int = 128, min_classes: int = 3, forbid_username: bool = True, banned: tuple[str, ...] = ()) -> None:
        if not 1 <= min_length <= max_length:
            raise ValueError("need 1 <= min_length <= max_length")
        if not 0 <= min_classes <= len(_CLASSES):
            raise ValueError("min_classes must be between 0 and 4")
        self.min_length = min_length
        self.max_length = max_length
        self.min_classes = min_classes
        self.forbid_username = forbid_username
        self.banned = frozenset(b.lower() for b in banned)

    def problems(self, password: str, username: str | None = None) -> list[str]:
        """Every rule *password* breaks, as human-readable strings (empty list: acceptable)."""
        found = []
        if len(password) < self.min_length:
            found.append(f"must be at least {self.min_length} characters")
        if len(password) > self.max_length:
            found.append(f"must be at most {self.max_length} characters")
        classes = sum(1 for _, test in _CLASSES if any(test(ch) for ch in password))
        if classes < self.min_classes:
            found.append(f"must mix at least {self.min_classes} of: lowercase, uppercase, digits, symbols")
        if self.forbid_username and username and len(username) >= 3 and username.lower() in password.lower():
            found.append("must not contain the user name")
        if password.lower() in self.banned:
            found.append("is too common")
        return found

    def check(self, password: str, username: str | None = None) -> None:
        """Raise :class:`PolicyViolation` if *password* breaks any rule."""
        found = self.problems(password, username)
        if found:
            raise PolicyViolation(found)


def hash_password(password: str, *, iterations: int = DEFAULT_ITERATIONS, salt: str | None = None) -> str:
    """The encoded PBKDF2 hash of *password*."""
    if iterations < 1000:
        raise ValueError("iterations must be at least 1000")
    salt = salt or secrets.token_hex(12)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt.encode("ascii"), iterations)
    return f"{ALGORITHM}${iterations}${salt}${b64encode(digest)}"


def _parse(encoded: str) -> tuple[int, str, bytes] | None:
    parts = encoded.split("$")
    if len(parts) != 4 or parts[0] != ALGORITHM or not parts[1].isdigit():
        return None
    try:
        return int(parts[1]), parts[2], b64decode(parts[3])
    except ValueError:
        return None


def verify_password(password: str, encoded: str) -> bool:
    """Whether *password* matches the *encoded* hash (constant-time; False if malformed)."""
    parsed = _parse(encoded)
    if parsed is None:
        return False
    iterations, salt, _ = parsed
    return same(hash_password(password, iterations=iterations, salt=salt), encoded)


def needs_rehash(encoded: str, iterations: int = DEFAULT_ITERATIONS) -> bool:
    """Whether *encoded* uses another algorithm or fewer iterations than *iterations*."""
    parsed = _parse(encoded)
    return parsed is None or parsed[0] < iterations
