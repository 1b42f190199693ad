"""authtokens - password hashing, signed tokens and role-based permissions."""

from .encoding import b64url_decode, b64url_encode
from .errors import (AuthError, InvalidClaim, InvalidSignature, MalformedToken, PasswordHashError,
                     PermissionDenied, TokenError, TokenExpired, UnknownRole)
from .passwords import (DEFAULT_ITERATIONS, PasswordHash, hash_password, needs_rehash, parse_hash,
                        verify_password)
from .permissions import AccessControl, Role, RoleRegistry, User, permission_matches
from .tokens import TokenSigner

__all__ = [
    "AccessControl", "AuthError", "DEFAULT_ITERATIONS", "InvalidClaim", "InvalidSignature",
    "MalformedToken", "PasswordHash", "PasswordHashError", "PermissionDenied", "Role",
    "RoleRegistry", "TokenError", "TokenExpired", "TokenSigner", "UnknownRole", "User",
    "b64url_decode", "b64url_encode", "hash_password", "needs_rehash", "parse_hash",
    "permission_matches", "verify_password",
]

__version__ = "2.1.0"
