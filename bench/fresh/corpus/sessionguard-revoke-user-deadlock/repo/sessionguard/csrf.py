"""CSRF tokens bound to a session.

A CSRF token is ``<nonce>.<issued-at>.<signature>`` where the signature is an HMAC over the
session id, the nonce and the issue time. It is only valid for the session it was made for and
for *max_age* seconds after issue (expired from ``issued + max_age`` on, like
:mod:`sessionguard.tokens`).
"""

from __future__ import annotations

import re
import secrets
import time

from ._crypto import mac, same
from .errors import InvalidToken, TokenExpired
from .tokens import CLOCK_SKEW

_NONCE = re.compile(r"^[0-9a-f]{16}$")


def _message(session_id: str, nonce: str, issued: str) -> str:
    return f"csrf|{session_id}|{nonce}|{issued}"


def make_csrf_token(session_id: str, key: bytes, *, now: float | None = None) -> str:
    """A fresh CSRF token for *session_id*."""
    if not session_id:
        raise ValueError("a CSRF token needs a session id")
    nonce = secrets.token_hex(8)
    issued = str(int(time.time() if now is None else now))
    return f"{nonce}.{issued}.{mac(key, _message(session_id, nonce, issued))}"


def check_csrf_token(token: str, session_id: str, key: bytes, *, max_age: float = 3600, now: float | None = None) -> None:
    """Raise unless *token* was made for *session_id* with *key* less than *max_age* s ago."""
    parts = token.split(".") if isinstance(token, str) else []
    if len(parts) != 3 or not _NONCE.match(parts[0]) or not (parts[1].isascii() and parts[1].isdigit()):
        raise InvalidToken("malformed CSRF token")
    nonce, issued, signature = parts
    if not session_id or not same(signature, mac(key, _message(session_id, nonce, issued))):
        raise InvalidToken("CSRF token does not belong to this session")
    age = (time.time() if now is None else now) - int(issued)
    if age < -CLOCK_SKEW:
        raise InvalidToken("CSRF token issued in the future")
    if age >= max_age:
        raise TokenExpired("CSRF token expired")
