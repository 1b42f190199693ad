import pytest

from kvstore.migrations import migrate_v1_to_v2, upgrade
from kvstore.store import KVStore


def test_v1_fractional_seconds_ttl():
    assert migrate_v1_to_v2({"value": 1, "ts": 0.0, "ttl_ms": 1500}, now=1.0)["ttl"] == 1.5


def test_v1_ttl_through_full_upgrade():
    assert upgrade({"value": 1, "ts": 100.0, "ttl_ms": 250}, now=101.0)["expires"] == pytest.approx(100.25)


def test_open_v1_file_remaining_ttl(write_doc, store_path, clock):
    write_doc({"records": {"k": {"value": "v", "ts": 999.0, "ttl_ms": 2500}}})
    assert KVStore(store_path, clock=clock).ttl("k") == pytest.approx(1.5)


def test_v1_without_ttl_never_expires():
    assert upgrade({"value": 1, "ts": 1.0}, now=2.0)["expires"] is None


def test_v1_explicit_null_ttl():
    assert migrate_v1_to_v2({"value": 1, "ts": 1.0, "ttl_ms": None}, now=2.0)["ttl"] is None


def test_open_v1_file_without_ttl_keeps_value(write_doc, store_path, clock):
    write_doc({"records": {"k": {"value": "v", "ts": 1.0}}})
    assert KVStore(store_path, clock=clock).get("k") == "v"


def test_v1_value_and_created_preserved():
    record = migrate_v1_to_v2({"value": {"a": [1]}, "ts": 42.5, "ttl_ms": 1000}, now=50.0)
    assert record["value"] == {"a": [1]}
    assert record["created"] == 42.5
