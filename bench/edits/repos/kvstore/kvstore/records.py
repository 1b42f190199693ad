"""The current (version 3) record format.

A v3 record is a JSON object::

    {"v": 3, "value": <any JSON>, "created": <epoch seconds>,
     "expires": <epoch seconds or null>, "tags": [<str>, ...]}

A deleted key is kept as a tombstone (``"deleted": true``) until compaction.
"""

from __future__ import annotations

import math

CURRENT_VERSION = 3


def validate_ttl(ttl) -> float | None:
    """Check a time-to-live in seconds; returns it as a float (None = no expiry)."""
    if ttl is None:
        return None
    if isinstance(ttl, bool) or not isinstance(ttl, (int, float)):
        raise TypeError(f"ttl must be a number of seconds, got {type(ttl).__name__}")
    if not math.isfinite(ttl) or ttl <= 0:
        raise ValueError(f"ttl must be a positive number of seconds, got {ttl!r}")
    return float(ttl)


def make_record(value, now: float, ttl: float | None = None, tags=()) -> dict:
    """Build a v3 record for *value* written at *now*."""
    ttl = validate_ttl(ttl)
    return {
        "v": CURRENT_VERSION,
        "value": value,
        "created": float(now),
        "expires": float(now) + ttl if ttl is not None else None,
        "tags": sorted(set(tags)),
    }


def tombstone(now: float) -> dict:
    """A record marking a key as deleted at *now*."""
    return {"v": CURRENT_VERSION, "value": None, "created": float(now), "expires": None, "tags": [], "deleted": True}


def is_tombstone(record: dict) -> bool:
    return bool(record.get("deleted"))


def is_expired(record: dict, now: float) -> bool:
    """True once *now* has reached the record's expiry time."""
    expires = record.get("expires")
    return expires is not None and expires <= now


def remaining_ttl(record: dict, now: float) -> float | None:
    """Seconds left before expiry (0 if expired, None if it never expires)."""
    expires = record.get("expires")
    if expires is None:
        return None
    return max(0.0, expires - now)
