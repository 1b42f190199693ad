from kvstore.compaction import compact_records, live_keys
from kvstore.records import make_record, tombstone


def test_compact_removes_tombstones_and_expired():
    records = {
        "a": make_record(1, now=0.0),
        "old": make_record(2, now=0.0, ttl=3),
        "t": tombstone(1.0),
    }
    kept, removed = compact_records(records, now=5.0)
    assert list(kept) == ["a"]
    assert removed == 2


def test_compact_keeps_unexpired():
    records = {"soon": make_record("x", now=0.0, ttl=10)}
    kept, removed = compact_records(records, now=5.0)
    assert kept == records and removed == 0


def test_live_keys_sorted_and_prefixed():
    records = {
        "user:2": make_record("b", now=0.0),
        "user:1": make_record("a", now=0.0),
        "user:3": tombstone(0.0),
        "team:1": make_record("t", now=0.0),
    }
    assert live_keys(records, now=1.0, prefix="user:") == ["user:1", "user:2"]
    assert live_keys(records, now=1.0) == ["team:1", "user:1", "user:2"]
