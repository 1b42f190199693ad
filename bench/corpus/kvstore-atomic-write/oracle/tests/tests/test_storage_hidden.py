import os

import pytest

from kvstore.storage import atomic_write, load_document
from kvstore.store import KVStore


def test_failed_fsync_keeps_previous_file(tmp_path, monkeypatch):
    path = tmp_path / "data.json"
    atomic_write(path, {"schema": 3, "records": {"a": 1}})

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError):
        atomic_write(path, {"schema": 3, "records": {"a": 2}})
    monkeypatch.undo()
    assert load_document(path)["records"] == {"a": 1}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data.json"]


def test_store_survives_unserializable_value(store, store_path, clock):
    store.set("a", 1)
    with pytest.raises(TypeError):
        store.set("b", object())
    assert KVStore(store_path, clock=clock).get("a") == 1


def test_no_temp_files_after_success(tmp_path):
    path = tmp_path / "data.json"
    atomic_write(path, {"schema": 3, "records": {}})
    atomic_write(path, {"schema": 3, "records": {"x": 1}})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data.json"]


def test_no_temp_files_after_failure(tmp_path):
    path = tmp_path / "data.json"
    atomic_write(path, {"schema": 3, "records": {}})
    with pytest.raises(TypeError):
        atomic_write(path, {"schema": 3, "records": {"x": object()}})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data.json"]


def test_write_creates_new_file(tmp_path):
    path = tmp_path / "fresh.json"
    atomic_write(path, {"schema": 3, "records": {"k": "v"}})
    assert load_document(path) == {"schema": 3, "records": {"k": "v"}}


def test_unicode_roundtrip(tmp_path):
    path = tmp_path / "data.json"
    doc = {"schema": 3, "records": {"k": "h\u00e9llo \u2713"}}
    atomic_write(path, doc)
    assert load_document(path) == doc
