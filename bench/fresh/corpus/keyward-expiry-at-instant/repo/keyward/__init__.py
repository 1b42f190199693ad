"""keyward: API keys, scopes, HMAC request signing and replay protection."""

from .auth import AuthContext, Authenticator
from .errors import (
    AuthError,
    BadSignature,
    InsufficientScope,
    InvalidScope,
    InvalidSecret,
    KeyExpired,
    KeyRevoked,
    KeywardError,
    MalformedCredentials,
    ReplayedRequest,
    StaleRequest,
    UnknownKey,
)
from .keys import ApiKey, parse_token, verify_secret
from .nonces import NonceCache
from .scopes import has_scopes, missing_scopes, parse_scopes, scope_grants
from .signing import check_timestamp, sign_request, sign_webhook, verify_signature, verify_webhook
from .store import KeyStore

__version__ = "0.9.2"

__all__ = [
    "ApiKey",
    "AuthContext",
    "AuthError",
    "Authenticator",
    "BadSignature",
    "InsufficientScope",
    "InvalidScope",
    "InvalidSecret",
    "KeyExpired",
    "KeyRevoked",
    "KeyStore",
    "KeywardError",
    "MalformedCredentials",
    "NonceCache",
    "ReplayedRequest",
    "StaleRequest",
    "UnknownKey",
    "check_timestamp",
    "has_scopes",
    "missing_scopes",
    "parse_scopes",
    "parse_token",
    "scope_grants",
    "sign_request",
    "sign_webhook",
    "verify_secret",
    "verify_signature",
    "verify_webhook",
]
