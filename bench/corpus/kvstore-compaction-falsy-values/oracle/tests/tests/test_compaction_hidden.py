from kvstore.compaction import compact_records
from kvstore.records import make_record, tombstone


def test_compact_keeps_all_falsy_json_values():
    values = {"i": 0, "f": 0.0, "s": "", "l": [], "d": {}, "b": False, "n": None}
    records = {key: make_record(value, now=1.0) for key, value in values.items()}
    kept, removed = compact_records(records, now=2.0)
    assert sorted(kept) == sorted(values)
    assert removed == 0


def test_null_value_survives_store_compaction(store):
    store.set("k", None)
    store.compact()
    assert "k" in store
    assert store.keys() == ["k"]


def test_compact_removes_record_expiring_exactly_now():
    kept, removed = compact_records({"e": make_record(1, now=0.0, ttl=5)}, now=5.0)
    assert kept == {} and removed == 1


def test_compact_removes_tombstones():
    kept, removed = compact_records({"t": tombstone(1.0), "a": make_record("a", now=1.0)}, now=1.0)
    assert list(kept) == ["a"] and removed == 1


def test_compact_empty():
    assert compact_records({}, now=1.0) == ({}, 0)


def test_store_compact_returns_removed_count(store, clock):
    store.set("a", 1)
    store.set("b", 2, ttl=1)
    store.set("c", 3)
    store.delete("c")
    clock.advance(2)
    assert store.compact() == 2
    assert store.keys() == ["a"]
