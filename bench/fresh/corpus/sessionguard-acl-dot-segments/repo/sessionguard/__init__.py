"""sessionguard: the security plumbing of a small web application.

* :mod:`~sessionguard.tokens` - HMAC-signed, timestamped tokens (stateless sessions, e-mail links);
* :mod:`~sessionguard.csrf` - CSRF tokens bound to a session id;
* :mod:`~sessionguard.sessions` - a thread-safe server-side session store;
* :mod:`~sessionguard.passwords` - password policy and PBKDF2 password hashes;
* :mod:`~sessionguard.roles` - roles with inheritance and wildcard permissions;
* :mod:`~sessionguard.acl` - path-prefix access rules.
"""

from .acl import AccessPolicy, Decision, Rule, normalize_path
from .csrf import check_csrf_token, make_csrf_token
from .errors import (
    AuthError,
    InvalidToken,
    PermissionDenied,
    PolicyViolation,
    SessionExpired,
    SessionNotFound,
    TokenExpired,
)
from .passwords import PasswordPolicy, hash_password, needs_rehash, verify_password
from .roles import RoleRegistry
from .sessions import Session, SessionStore
from .tokens import sign, verify

__all__ = [
    "AccessPolicy",
    "AuthError",
    "Decision",
    "InvalidToken",
    "PasswordPolicy",
    "PermissionDenied",
    "PolicyViolation",
    "RoleRegistry",
    "Rule",
    "Session",
    "SessionExpired",
    "SessionNotFound",
    "SessionStore",
    "TokenExpired",
    "check_csrf_token",
    "hash_password",
    "make_csrf_token",
    "needs_rehash",
    "normalize_path",
    "sign",
    "verify",
    "verify_password",
]
