"""Exceptions. Every authentication failure is an :class:`AuthError` carrying the HTTP status a
service should answer with and a stable machine-readable ``code``."""


class KeywardError(Exception):
    """Base class of every keyward error."""


class InvalidScope(KeywardError, ValueError):
    """A scope string is malformed."""


class AuthError(KeywardError):
    """The request is not authenticated or not authorized."""

    status = 401
    code = "unauthorized"


class MalformedCredentials(AuthError):
    code = "malformed_credentials"


class UnknownKey(AuthError):
    code = "unknown_key"


class InvalidSecret(AuthError):
    code = "invalid_secret"


class KeyRevoked(AuthError):
    code = "key_revoked"


class KeyExpired(AuthError):
    code = "key_expired"


class BadSignature(AuthError):
    code = "bad_signature"


class StaleRequest(AuthError):
    code = "stale_request"


class ReplayedRequest(AuthError):
    code = "replayed_request"


class InsufficientScope(AuthError):
    status = 403
    code = "insufficient_scope"

    def __init__(self, missing):
        self.missing = sorted(missing)
        super().__init__(f"missing scope(s): {', '.join(self.missing)}")
