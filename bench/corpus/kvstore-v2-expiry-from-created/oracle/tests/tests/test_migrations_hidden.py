from kvstore.migrations import migrate_v2_to_v3, upgrade
from kvstore.store import KVStore


def test_v2_expiry_is_absolute_from_creation():
    record = migrate_v2_to_v3({"v": 2, "value": 1, "created": 10.0, "ttl": 5.0}, now=100.0)
    assert record["expires"] == 15.0


def test_upgrade_does_not_depend_on_migration_time():
    record = {"v": 2, "value": "a", "created": 50.0, "ttl": 25.0, "tag": "x"}
    assert upgrade(dict(record), now=200.0) == upgrade(dict(record), now=300.0)


def test_reopened_v2_store_keeps_remaining_ttl(write_doc, store_path, clock):
    write_doc({"schema": 2, "records": {"k": {"v": 2, "value": 1, "created": 990.0, "ttl": 30.0}}})
    assert KVStore(store_path, clock=clock).ttl("k") == 20.0


def test_v2_without_ttl_has_no_expiry():
    assert migrate_v2_to_v3({"v": 2, "value": 1, "created": 3.0, "ttl": None}, now=9.0)["expires"] is None


def test_v2_zero_ttl_is_expired_after_open(write_doc, store_path, clock):
    write_doc({"schema": 2, "records": {"z": {"v": 2, "value": "gone", "created": 900.0, "ttl": 0}}})
    assert KVStore(store_path, clock=clock).get("z") is None


def test_v2_tags_and_value_preserved():
    record = migrate_v2_to_v3({"v": 2, "value": {"x": 1}, "created": 1.0, "ttl": None, "tag": "b,a"}, now=2.0)
    assert record["value"] == {"x": 1}
    assert record["tags"] == ["a", "b"]


def test_v1_chain_keeps_created():
    assert upgrade({"value": 1, "ts": 7.0}, now=8.0)["created"] == 7.0
