import pytest

from keyward import UnknownKey


def test_issue_and_get(store, clock):
    key, token = store.issue("acme", "invoices:read invoices:write", ttl=60, label="ci")
    assert store.get(key.key_id) is key
    assert key.expires_at == clock.now + 60
    assert token.startswith(f"kw_{key.key_id}_")
    assert len(store) == 1


def test_unknown_key(store):
    with pytest.raises(UnknownKey):
        store.get("ffffffffffff")


def test_issue_validates(store):
    with pytest.raises(ValueError):
        store.issue("acme", ["invoices:read"], ttl=0)
    with pytest.raises(ValueError):
        store.issue("acme", ["invoices:read"], ttl=10, expires_at=5.0)


def test_revoke_keeps_earliest_time(store, clock):
    key, _ = store.issue("acme", ["invoices:read"])
    store.revoke(key.key_id, at=clock.now + 100)
    store.revoke(key.key_id, at=clock.now + 500)
    assert key.revoked_at == clock.now + 100


def test_active_keys_excludes_revoked_and_expired(store, clock):
    a, _ = store.issue("acme", ["invoices:read"])
    clock.advance(1)
    b, _ = store.issue("acme", ["invoices:read"], ttl=30)
    clock.advance(1)
    c, _ = store.issue("globex", ["invoices:read"])
    store.revoke(a.key_id)
    assert store.active_keys("acme") == [b]
    clock.advance(60)
    assert store.active_keys() == [c]


def test_record_use(store, clock):
    key, _ = store.issue("acme", ["invoices:read"])
    store.record_use(key.key_id)
    store.record_use(key.key_id)
    assert key.use_count == 2 and key.last_used_at == clock.now
