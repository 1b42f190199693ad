"""Compaction: dropping tombstones and expired records."""

from __future__ import annotations

from .records import is_expired, is_tombstone


def is_live(record: dict, now: float) -> bool:
    """A record is live unless it is a tombstone or has expired."""
    return not is_tombstone(record) and not is_expired(record, now)


def compact_records(records: dict, now: float) -> tuple[dict, int]:
    """Return ``(kept, removed_count)``: the live records and how many were dropped."""
    kept = {
        key: record
        for key, record in records.items()
        if record.get("value") and not is_expired(record, now)
    }
    return kept, len(records) - len(kept)


def live_keys(records: dict, now: float, prefix: str = "") -> list[str]:
    """Sorted keys of live records starting with *prefix*."""
    return sorted(key for key, record in records.items() if key.startswith(prefix) and is_live(record, now))
