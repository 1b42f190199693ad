"""HMAC-SHA256 request and webhook signatures.

A signed request carries four headers: the key id, a Unix timestamp, a random nonce and the
signature, which is the hex HMAC-SHA256, keyed with the key's signing secret, of the canonical
request::

    METHOD \\n path \\n canonical query \\n timestamp \\n nonce \\n hex sha256(body)

The canonical query sorts the parameters (keys, then values) and percent-encodes them the same
way on both ends, so parameter order does not matter but every parameter is covered.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from urllib.parse import parse_qsl, quote, urlencode

from .errors import BadSignature, MalformedCredentials, StaleRequest

KEY_HEADER = "X-Kw-Key"
TIMESTAMP_HEADER = "X-Kw-Timestamp"
NONCE_HEADER = "X-Kw-Nonce"
SIGNATURE_HEADER = "X-Kw-Signature"
DEFAULT_MAX_SKEW = 300.0


def body_digest(body: bytes) -> str:
    return hashlib.sha256(body).hexdigest()


def canonical_query(query: str) -> str:
    """*query* with its parameters sorted and uniformly encoded; blank values are kept."""
    pairs = parse_qsl(query.lstrip("?"), keep_blank_values=True)
    return urlencode(sorted(pairs), quote_via=quote)


def canonical_request(method: str, path: str, query: str, timestamp: str, nonce: str, body: bytes) -> str:
    return "\n".join([method.upper(), path or "/", canonical_query(query), timestamp, nonce, body_digest(body)])


def compute_signature(signing_secret: str, canonical: str) -> str:
    return hmac.new(signing_secret.encode(), canonical.encode(), hashlib.sha256).hexdigest()


def constant_time_equal(a: str, b: str) -> bool:
    """Compare two strings in time that does not depend on where they first differ."""
    return hmac.compare_digest(a.encode(), b.encode())


def get_header(headers, name: str) -> str | None:
    """Case-insensitive header lookup."""
    wanted = name.lower()
    for key, value in headers.items():
        if key.lower() == wanted:
            return value
    return None


def sign_request(
    key_id: str,
    signing_secret: str,
    method: str,
    path: str,
    query: str = "",
    body: bytes = b"",
    headers=None,
    timestamp: float | None = None,
    nonce: str | None = None,
) -> dict[str, str]:
    """The headers to send: a copy of *headers* plus the key, timestamp, nonce and signature."""
    out = dict(headers or {})
    ts = str(int(time.time() if timestamp is None else timestamp))
    nonce = nonce or secrets.token_hex(12)
    canonical = canonical_request(method, path, query, ts, nonce, body)
    out[KEY_HEADER] = key_id
    out[TIMESTAMP_HEADER] = ts
    out[NONCE_HEADER] = nonce
    out[SIGNATURE_HEADER] = compute_signature(signing_secret, canonical)
    return out


def parse_timestamp(value: str | None) -> float:
    if value is None:
        raise MalformedCredentials(f"missing {TIMESTAMP_HEADER} header")
    try:
        return float(value)
    except ValueError:
        raise MalformedCredentials(f"bad timestamp {value!r}") from None


def check_timestamp(timestamp: float, now: float, max_skew: float = DEFAULT_MAX_SKEW) -> None:
    """Reject timestamps more than *max_skew* seconds away from *now*, in either direction."""
    if abs(now - timestamp) > max_skew:
        raise StaleRequest(f"timestamp {timestamp:.0f} is more than {max_skew:.0f}s away from server time {now:.0f}")


def verify_signature(signing_secret: str, method: str, path: str, query: str, body: bytes, headers) -> None:
    """Raise :class:`BadSignature` unless *headers* carry a valid signature for this request."""
    provided = get_header(headers, SIGNATURE_HEADER)
    if provided is None:
        raise BadSignature(f"missing {SIGNATURE_HEADER} header")
    ts = get_header(headers, TIMESTAMP_HEADER) or ""
    nonce = get_header(headers, NONCE_HEADER) or ""
    expected = compute_signature(signing_secret, canonical_request(method, path, query, ts, nonce, body))
    if not constant_time_equal(expected, provided.strip()):
        raise BadSignature("signature does not match the request")


def sign_webhook(secret: str, payload: bytes, timestamp: float) -> str:
    """The value of a webhook signature header: ``t=<timestamp>,v1=<hex hmac>``."""
    ts = str(int(timestamp))
    mac = hmac.new(secret.encode(), ts.encode() + b"." + payload, hashlib.sha256).hexdigest()
    return f"t={ts},v1={mac}"


def verify_webhook(secret: str, payload: bytes, header: str, now: float, max_skew: float = DEFAULT_MAX_SKEW) -> float:
    """Check a webhook signature header; returns its timestamp. Several ``v1`` entries may be
    present (during a secret rotation); one valid entry is enough."""
    fields: dict[str, list[str]] = {}
    for item in header.split(","):
        k, sep, v = item.strip().partition("=")
        if not sep:
            raise MalformedCredentials(f"malformed webhook signature header: {header!r}")
        fields.setdefault(k, []).append(v)
    if "t" not in fields or "v1" not in fields:
        raise MalformedCredentials("webhook signature header needs t= and v1=")
    ts = parse_timestamp(fields["t"][0])
    check_timestamp(ts, now, max_skew)
    expected = sign_webhook(secret, payload, ts).split("v1=", 1)[1]
    if not any(constant_time_equal(expected, candidate) for candidate in fields["v1"]):
        raise BadSignature("webhook signature does not match")
    return ts
