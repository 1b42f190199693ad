"""Upgrading stored records and documents to the current schema.

Record versions:

* v1 (no ``"v"`` field): ``{"value": ..., "ts": <epoch s>, "ttl_ms": <int ms, optional>}``
* v2: ``{"v": 2, "value": ..., "created": <epoch s>, "ttl": <seconds or null>,
  "tag": "<comma separated tags, optional>"}``
* v3: see :mod:`kvstore.records`.

Documents written before schema versioning have no ``"schema"`` key and are
treated as schema 1.
"""

from __future__ import annotations

from .records import CURRENT_VERSION


def detect_version(record: dict) -> int:
    """Record format version; records without a ``"v"`` field are v1."""
    if "v" not in record:
        return 1
    return int(record["v"])


def migrate_v1_to_v2(record: dict, now: float) -> dict:
    """v1 -> v2: rename ``ts`` to ``created`` and convert ``ttl_ms`` to seconds."""
    ttl_ms = record.get("ttl_ms")
    return {
        "v": 2,
        "value": record.get("value"),
        "created": float(record.get("ts", now)),
        "ttl": ttl_ms / 1000 if ttl_ms is not None else None,
    }


def migrate_v2_to_v3(record: dict, now: float) -> dict:
    """v2 -> v3: turn the relative ``ttl`` into an absolute ``expires`` time and
    the comma separated ``tag`` string into a ``tags`` list."""
    created = float(record["created"])
    ttl = record.get("ttl")
    tag_text = record.get("tag") or ""
    return {
        "v": 3,
        "value": record.get("value"),
        "created": created,
        "expires": created + ttl if ttl is not None else None,
        "tags": sorted({t.strip() for t in tag_text.split(",") if t.strip()}),
    }


def migration_for(version: int):
    """The function that upgrades a record of *version* to the next version."""
    steps = {1: migrate_v1_to_v2, 2: migrate_v2_to_v3}
    if version not in steps:
        raise ValueError(f"no migration from record version {version}")
    return steps[version]


def upgrade(record: dict, now: float) -> dict:
    """Bring *record* up to :data:`CURRENT_VERSION`; current records are returned as is."""
    version = detect_version(record)
    if version > CURRENT_VERSION:
        raise ValueError(f"record version {version} is newer than supported {CURRENT_VERSION}")
    while version < CURRENT_VERSION:
        record = migration_for(version)(record, now)
        version = detect_version(record)
    return record


def migrate_document(doc: dict, now: float) -> tuple[dict, bool]:
    """Upgrade a whole document; returns ``(new_doc, changed)``."""
    schema = doc.get("schema", 1)
    if schema > CURRENT_VERSION:
        raise ValueError(f"document schema {schema} is newer than supported {CURRENT_VERSION}")
    changed = schema != CURRENT_VERSION
    records = {}
    for key, record in doc.get("records", {}).items():
        upgraded = upgrade(record, now)
        changed = changed or upgraded is not record
        records[key] = upgraded
    return {"schema": CURRENT_VERSION, "records": records}, changed
