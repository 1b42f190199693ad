import json

import pytest

from kvstore.store import KVStore


def test_set_and_get(store):
    store.set("a", {"n": 1})
    assert store.get("a") == {"n": 1}


def test_get_default(store):
    assert store.get("missing", 42) == 42


def test_persisted_across_reopen(store, store_path, clock):
    store.set("a", [1, 2, 3])
    assert KVStore(store_path, clock=clock).get("a") == [1, 2, 3]


def test_ttl_expiry(store, clock):
    store.set("a", 1, ttl=10)
    clock.advance(9.9)
    assert store.get("a") == 1
    clock.advance(0.1)
    assert store.get("a") is None


def test_delete(store):
    store.set("k", "v")
    assert store.delete("k") is True
    assert store.get("k") is None
    assert "k" not in store
    assert store.delete("k") is False


def test_keys_and_items_with_prefix(store):
    store.set("user:2", "b")
    store.set("user:1", "a")
    store.set("team:1", "t")
    assert store.keys("user:") == ["user:1", "user:2"]
    assert store.items("team:") == [("team:1", "t")]
    assert len(store) == 3


def test_ttl_remaining(store, clock):
    store.set("a", 1, ttl=30)
    clock.advance(10)
    assert store.ttl("a") == 20.0
    store.set("b", 2)
    assert store.ttl("b") is None


def test_touch_restarts_expiry(store, clock):
    store.set("a", 1, ttl=10)
    clock.advance(8)
    store.touch("a", 10)
    clock.advance(8)
    assert store.get("a") == 1


def test_tagged(store):
    store.set("a", 1, tags=["red"])
    store.set("b", 2, tags=["blue", "red"])
    store.set("c", 3)
    assert store.tagged("red") == ["a", "b"]


def test_set_rejects_bad_ttl_type(store):
    with pytest.raises(TypeError):
        store.set("a", 1, ttl="10")


def test_compact_persists_live_records(store, store_path, clock):
    store.set("live", 1)
    store.set("edge", 2, ttl=5)
    store.set("dead", 3)
    store.delete("dead")
    clock.advance(5)
    store.compact()
    doc = json.loads(store_path.read_text(encoding="utf-8"))
    assert doc["schema"] == 3
    assert "live" in doc["records"] and "dead" not in doc["records"]


def test_open_v1_file_upgrades_on_disk(write_doc, store_path, clock):
    write_doc({"records": {"a": {"value": "x", "ts": 999.0, "ttl_ms": 60000}}})
    store = KVStore(store_path, clock=clock)
    assert store.get("a") == "x"
    assert json.loads(store_path.read_text(encoding="utf-8"))["schema"] == 3


def test_open_rejects_newer_schema(write_doc, store_path):
    write_doc({"schema": 7, "records": {}})
    with pytest.raises(ValueError):
        KVStore(store_path)


def test_open_v1_file_honours_ttl(write_doc, store_path, clock):
    write_doc({"records": {"s": {"value": "tok", "ts": 990.0, "ttl_ms": 5000}}})
    store = KVStore(store_path, clock=clock)
    assert store.get("s") is None
