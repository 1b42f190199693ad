import json

import pytest

from kvstore.store import KVStore


class FakeClock:
    """A callable clock for KVStore that only moves when advanced."""

    def __init__(self, now=1000.0):
        self.now = float(now)

    def __call__(self):
        return self.now

    def advance(self, seconds):
        self.now += seconds
        return self.now


@pytest.fixture
def clock():
    return FakeClock(1000.0)


@pytest.fixture
def store_path(tmp_path):
    return tmp_path / "data.json"


@pytest.fixture
def store(store_path, clock):
    return KVStore(store_path, clock=clock)


@pytest.fixture
def write_doc(store_path):
    """Write a raw JSON document to the store path (e.g. an old-schema file)."""

    def _write(doc):
        store_path.write_text(json.dumps(doc), encoding="utf-8")
        return store_path

    return _write
