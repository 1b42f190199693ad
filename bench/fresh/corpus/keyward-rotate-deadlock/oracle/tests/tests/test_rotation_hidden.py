import threading

import pytest

from keyward import UnknownKey


def run_with_timeout(fn, timeout=5.0):
    result = []
    t = threading.Thread(target=lambda: result.append(fn()), daemon=True)
    t.start()
    t.join(timeout)
    assert not t.is_alive(), "the call did not return (deadlock?)"
    return result[0]


def test_revoke_owner_revokes_every_active_key(store, clock):
    a, _ = store.issue("acme", ["invoices:read"])
    b, _ = store.issue("acme", ["orders:read"], ttl=100)
    other, _ = store.issue("globex", ["invoices:read"])
    assert run_with_timeout(lambda: store.revoke_owner("acme")) == 2
    assert a.revoked_at == clock.now and b.revoked_at == clock.now
    assert store.active_keys() == [other]


def test_rotated_key_inherits_expiry_and_label(store, clock):
    old, _ = store.issue("acme", ["invoices:read", "orders:write"], ttl=500, label="billing-sync")
    clock.advance(100)
    new, _ = run_with_timeout(lambda: store.rotate(old.key_id))
    assert new.expires_at == old.expires_at == clock.now + 400
    assert new.label == "billing-sync"
    assert new.scopes == {"invoices:read", "orders:write"}


def test_rotate_without_grace_and_use_new_token(auth, store, clock):
    old, old_token = store.issue("acme", ["invoices:read"])
    new, token = run_with_timeout(lambda: store.rotate(old.key_id))
    assert store.active_keys("acme") == [new]
    assert auth.authenticate({"Authorization": f"Bearer {token}"}).key_id == new.key_id


def test_store_usable_after_rotation_from_threads(store):
    keys = [store.issue("acme", ["invoices:read"])[0] for _ in range(4)]
    threads = [threading.Thread(target=store.rotate, args=(k.key_id,), daemon=True) for k in keys]
    for t in threads:
        t.start()
    for t in threads:
        t.join(2.0)
    assert not any(t.is_alive() for t in threads)
    assert len(store) == 8 and len(store.active_keys("acme")) == 4


def test_rotation_is_atomic_against_revoke_owner(store, monkeypatch):
    """revoke_owner() during a rotation must not leave the replacement key active."""
    import keyward.store as store_module

    old, _ = store.issue("acme", ["invoices:read"])
    in_rotation, revoked = threading.Event(), threading.Event()
    real_parse = store_module.parse_scopes

    def parse_then_pause(scopes):
        if threading.current_thread().name == "rotator":
            in_rotation.set()
            revoked.wait(timeout=2.0)
        return real_parse(scopes)

    monkeypatch.setattr(store_module, "parse_scopes", parse_then_pause)
    rotator = threading.Thread(target=lambda: store.rotate(old.key_id), name="rotator", daemon=True)
    rotator.start()
    in_rotation.wait(timeout=1.0)
    run_with_timeout(lambda: store.revoke_owner("acme"), timeout=6.0)
    revoked.set()
    rotator.join(6.0)
    assert not rotator.is_alive()
    assert store.active_keys("acme") == []


def test_rotate_unknown_key(store):
    with pytest.raises(UnknownKey):
        store.rotate("ffffffffffff")
    with pytest.raises(UnknownKey):
        store.revoke("ffffffffffff")


def test_concurrent_issue_and_revoke(store):
    issued = []

    def work():
        for _ in range(50):
            key, _ = store.issue("acme", ["invoices:read"])
            issued.append(key)
            store.revoke(key.key_id)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert len(store) == 200 and len({k.key_id for k in issued}) == 200
    assert store.active_keys() == []


def test_revoke_owner_counts_only_active_keys(store, clock):
    a, _ = store.issue("acme", ["invoices:read"], ttl=10)
    clock.advance(20)
    assert store.active_keys("acme") == []
    assert a.revoked_at is None
