import json

import pytest

from kvstore.storage import atomic_write, load_document


def test_load_missing_file_is_empty(tmp_path):
    assert load_document(tmp_path / "nope.json") == {"schema": 3, "records": {}}


def test_atomic_write_roundtrip(tmp_path):
    path = tmp_path / "data.json"
    doc = {"schema": 3, "records": {"k": {"v": 3, "value": [1, "two"]}}}
    atomic_write(path, doc)
    assert load_document(path) == doc


def test_atomic_write_replaces_existing(tmp_path):
    path = tmp_path / "data.json"
    atomic_write(path, {"schema": 3, "records": {"a": 1}})
    atomic_write(path, {"schema": 3, "records": {"b": 2}})
    assert load_document(path)["records"] == {"b": 2}


def test_written_json_is_sorted_and_indented(tmp_path):
    path = tmp_path / "data.json"
    atomic_write(path, {"schema": 3, "records": {}})
    assert path.read_text(encoding="utf-8") == '{\n  "records": {},\n  "schema": 3\n}\n'


def test_load_rejects_non_object(tmp_path):
    path = tmp_path / "data.json"
    path.write_text(json.dumps([1, 2]), encoding="utf-8")
    with pytest.raises(ValueError):
        load_document(path)
