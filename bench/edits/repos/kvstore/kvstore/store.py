"""The user-facing key/value store."""

from __future__ import annotations

import time
from pathlib import Path

from . import compaction
from .migrations import migrate_document
from .records import CURRENT_VERSION, make_record, remaining_ttl, tombstone, validate_ttl
from .storage import atomic_write, load_document

_MISSING = object()


class KVStore:
    """A dict-like store persisted to a JSON file.

    *clock* is a zero-argument callable returning epoch seconds (defaults to
    :func:`time.time`).  With *autoflush* every mutation is written to disk.
    Documents in older schemas are upgraded on open and written back.
    """

    def __init__(self, path, clock=None, autoflush: bool = True) -> None:
        self.path = Path(path)
        self._clock = clock or time.time
        self.autoflush = autoflush
        doc, changed = migrate_document(load_document(self.path), self._clock())
        self._records: dict = doc["records"]
        if changed and self.path.exists():
            self.flush()

    # -- reading ---------------------------------------------------------
    def _live(self, key: str):
        record = self._records.get(key)
        if record is None or not compaction.is_live(record, self._clock()):
            return None
        return record

    def get(self, key: str, default=None):
        record = self._live(key)
        return default if record is None else record["value"]

    def __contains__(self, key: str) -> bool:
        return self._live(key) is not None

    def keys(self, prefix: str = "") -> list[str]:
        return compaction.live_keys(self._records, self._clock(), prefix)

    def items(self, prefix: str = "") -> list[tuple]:
        return [(key, self._records[key]["value"]) for key in compaction.live_keys(self._records, self._clock(), prefix)]

    def __len__(self) -> int:
        return len(self.keys())

    def ttl(self, key: str) -> float | None:
        """Seconds until *key* expires (None if it never does); KeyError if absent."""
        record = self._live(key)
        if record is None:
            raise KeyError(key)
        return remaining_ttl(record, self._clock())

    def tagged(self, tag: str) -> list[str]:
        return [key for key in self.keys() if tag in self._records[key]["tags"]]

    # -- writing ---------------------------------------------------------
    def set(self, key: str, value, ttl: float | None = None, tags=()) -> None:
        self._records[key] = make_record(value, self._clock(), validate_ttl(ttl), tags)
        self._changed()

    def delete(self, key: str) -> bool:
        """Delete *key*; returns False if it was not present."""
        if self._live(key) is None:
            return False
        self._records[key] = tombstone(self._clock())
        self._changed()
        return True

    def touch(self, key: str, ttl: float | None) -> None:
        """Restart *key*'s expiry: *ttl* seconds from now (None = never expire)."""
        record = self._live(key)
        if record is None:
            raise KeyError(key)
        ttl = validate_ttl(ttl)
        record["expires"] = self._clock() + ttl if ttl is not None else None
        self._changed()

    def compact(self) -> int:
        """Drop tombstones and expired records; returns how many were dropped."""
        self._records, removed = compaction.compact_records(self._records, self._clock())
        self.flush()
        return removed

    def flush(self) -> None:
        atomic_write(self.path, {"schema": CURRENT_VERSION, "records": self._records})

    def _changed(self) -> None:
        if self.autoflush:
            self.flush()
