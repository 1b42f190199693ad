"""Exceptions raised by authtokens."""


class AuthError(Exception):
    """Base class for every authtokens error."""


class PasswordHashError(AuthError, ValueError):
    """A password hash string is malformed or uses an unsupported algorithm."""


class TokenError(AuthError):
    """Base class for token verification failures."""


class MalformedToken(TokenError):
    """The token is not three base64url segments holding JSON objects."""


class InvalidSignature(TokenError):
    """The signature does not match, or the token uses an unsupported algorithm."""


class TokenExpired(TokenError):
    """The token's ``exp`` claim is in the past."""


class InvalidClaim(TokenError):
    """A registered claim (``nbf``, ``iss``, ``aud``) does not match the verifier."""


class UnknownRole(AuthError, LookupError):
    """A role name is not registered."""


class PermissionDenied(AuthError):
    """The user lacks the required permission."""
