"""kvstore: a JSON-file-backed key/value store.

The whole store lives in one JSON document::

    {"schema": 3, "records": {"<key>": <record>, ...}}

Records carry their own version number and are upgraded on load (see
:mod:`kvstore.migrations`).  Values may expire (TTL) and deletions leave
tombstones until the store is compacted.
"""

from .compaction import compact_records, live_keys
from .migrations import detect_version, migrate_document, upgrade
from .records import CURRENT_VERSION, is_expired, make_record, tombstone, validate_ttl
from .storage import atomic_write, load_document
from .store import KVStore

__all__ = [
    "CURRENT_VERSION",
    "KVStore",
    "atomic_write",
    "compact_records",
    "detect_version",
    "is_expired",
    "live_keys",
    "load_document",
    "make_record",
    "migrate_document",
    "tombstone",
    "upgrade",
    "validate_ttl",
]

__version__ = "3.0.2"
