from kvstore.compaction import live_keys
from kvstore.records import make_record, tombstone


def test_items_skip_expired(store, clock):
    store.set("a", 1, ttl=5)
    store.set("b", 2)
    clock.advance(5)
    assert store.items() == [("b", 2)]


def test_len_ignores_expired(store, clock):
    store.set("a", 1, ttl=5)
    store.set("b", 2)
    clock.advance(6)
    assert len(store) == 1


def test_live_keys_excludes_expired_records():
    records = {"x": make_record(1, now=0.0, ttl=1), "y": make_record(2, now=0.0)}
    assert live_keys(records, now=1.0) == ["y"]


def test_keys_include_records_expiring_later(store, clock):
    store.set("a", 1, ttl=100)
    clock.advance(50)
    assert store.keys() == ["a"]


def test_keys_exclude_deleted(store):
    store.set("a", 1)
    store.set("b", 2)
    store.delete("a")
    assert store.keys() == ["b"]


def test_tagged_lists_live_keys(store):
    store.set("a", 1, tags=["t"])
    store.set("b", 2, tags=["t"])
    assert store.tagged("t") == ["a", "b"]


def test_live_keys_skip_tombstones():
    assert live_keys({"t": tombstone(1.0), "u": make_record(1, now=1.0)}, now=2.0) == ["u"]
