"""Signed, timestamped tokens for stateless sessions and e-mailed links.

A token is ``<body>.<issued-at>.<signature>``: *body* is the base64url JSON of the payload,
*issued-at* the Unix time of signing in whole seconds, and *signature* the HMAC-SHA256 of
``"<body>.<issued-at>"``. The signature covers the timestamp, so nobody without the key can
make a token look younger than it is.

Lifetime: a token issued at ``t`` verifies for ``t <= now < t + max_age`` and raises
:class:`TokenExpired` from ``t + max_age`` on. A token claiming to be issued more than
``CLOCK_SKEW`` seconds in the future is invalid.

Key rotation: :func:`verify` accepts a list of keys (newest first); :func:`sign` uses the first.
"""

from __future__ import annotations

import json
import time
from typing import Any, Mapping, Sequence

from ._crypto import b64decode, b64encode, mac, same
from .errors import InvalidToken, TokenExpired

CLOCK_SKEW = 30

Keys = bytes | Sequence[bytes]


def _keys(keys: Keys) -> list[bytes]:
    found = [keys] if isinstance(keys, (bytes, bytearray)) else list(keys)
    if not found or not all(isinstance(k, (bytes, bytearray)) and len(k) >= 16 for k in found):
        raise ValueError("signing keys must be bytes of at least 16 bytes")
    return found


def _now(now: float | None) -> float:
    return time.time() if now is None else now


def sign(payload: Mapping[str, Any], keys: Keys, *, now: float | None = None) -> str:
    """A token carrying *payload* (a JSON-serializable mapping), signed with the first key."""
    key = _keys(keys)[0]
    body = b64encode(json.dumps(dict(payload), sort_keys=True, separators=(",", ":")).encode("utf-8"))
    issued = str(int(_now(now)))
    return f"{body}.{issued}.{mac(key, f'{body}.{issued}')}"


def _split(token: str) -> tuple[str, int, str]:
    parts = token.split(".") if isinstance(token, str) else []
    if len(parts) != 3 or not all(parts):
        raise InvalidToken("malformed token")
    body, issued, signature = parts
    if not (issued.isascii() and issued.isdigit()):
        raise InvalidToken("malformed issue time")
    return body, int(issued), signature


def _check_age(issued: int, max_age: float, now: float) -> None:
    age = now - issued
    if age < -CLOCK_SKEW:
        raise InvalidToken("token issued in the future")
    if age >= max_age:
        raise TokenExpired(f"token expired {age - max_age:.0f}s ago")


def verify(token: str, keys: Keys, *, max_age: float, now: float | None = None) -> dict[str, Any]:
    """The payload of *token* if it is genuine and younger than *max_age* seconds.

    Raises :class:`InvalidToken` for malformed or forged tokens and :class:`TokenExpired` for
    genuine tokens that are too old.
    """
    body, issued, signature = _split(token)
    message = f"{body}.{issued}"
    if not any(same(signature, mac(key, message)) for key in _keys(keys)):
        raise InvalidToken("bad signature")
    _check_age(issued, max_age, _now(now))
    try:
        payload = json.loads(b64decode(body))
    except ValueError:
        raise InvalidToken("undecodable payload") from None
    if not isinstance(payload, dict):
        raise InvalidToken("payload is not an object")
    return payload


def issued_at(token: str) -> int:
    """The (unverified) issue time of *token*, for logging and metrics only."""
    return _split(token)[1]
