import pytest

from kvstore.migrations import detect_version, migrate_document, migrate_v1_to_v2, migrate_v2_to_v3, upgrade
from kvstore.records import make_record


def test_detect_version():
    assert detect_version({"value": 1, "ts": 2.0}) == 1
    assert detect_version({"v": 2, "value": 1}) == 2


def test_v1_to_v2_keeps_value_and_timestamp():
    record = migrate_v1_to_v2({"value": [1, 2], "ts": 5.0}, now=9.0)
    assert record["v"] == 2
    assert record["value"] == [1, 2]
    assert record["created"] == 5.0


def test_v1_missing_timestamp_uses_now():
    assert migrate_v1_to_v2({"value": "a"}, now=9.0)["created"] == 9.0


def test_v2_to_v3_splits_tags():
    record = migrate_v2_to_v3({"v": 2, "value": 1, "created": 1.0, "ttl": None, "tag": "red, blue,"}, now=5.0)
    assert record["tags"] == ["blue", "red"]


def test_v2_to_v3_without_ttl_never_expires():
    record = migrate_v2_to_v3({"v": 2, "value": 1, "created": 1.0, "ttl": None}, now=5.0)
    assert record["v"] == 3
    assert record["expires"] is None


def test_upgrade_chains_from_v1():
    record = upgrade({"value": "a", "ts": 2.0}, now=3.0)
    assert record["v"] == 3
    assert record["value"] == "a"
    assert record["created"] == 2.0


def test_upgrade_leaves_current_records_alone():
    record = make_record("x", now=1.0)
    assert upgrade(record, now=2.0) is record


def test_upgrade_rejects_future_versions():
    with pytest.raises(ValueError):
        upgrade({"v": 9, "value": 1}, now=1.0)


def test_migrate_document_from_v1():
    doc = {
        "records": {
            "a": {"value": 1, "ts": 1.0},
            "b": {"value": 2, "ts": 2.0, "ttl_ms": 1000},
            "c": {"value": 3, "ts": 3.0, "ttl_ms": 0},
        }
    }
    new_doc, changed = migrate_document(doc, now=3.0)
    assert changed is True
    assert new_doc["schema"] == 3
    assert sorted(new_doc["records"]) == ["a", "b", "c"]
    assert all(r["v"] == 3 for r in new_doc["records"].values())


def test_migrate_document_current_is_unchanged():
    doc = {"schema": 3, "records": {"a": make_record(1, now=1.0)}}
    new_doc, changed = migrate_document(doc, now=2.0)
    assert changed is False
    assert new_doc == doc


def test_migrate_document_rejects_newer_schema():
    with pytest.raises(ValueError, match="newer"):
        migrate_document({"schema": 4, "records": {}}, now=1.0)


def test_v1_ttl_is_converted_to_seconds():
    record = migrate_v1_to_v2({"value": "a", "ts": 10.0, "ttl_ms": 5000}, now=11.0)
    assert record["ttl"] == 5.0
