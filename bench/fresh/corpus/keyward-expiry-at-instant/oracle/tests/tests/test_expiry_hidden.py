import pytest

from keyward import KeyExpired, KeyRevoked, sign_request


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def test_is_expired_at_the_instant(store, clock):
    key, _ = store.issue("acme", ["invoices:read"], ttl=90)
    assert not key.is_expired(clock.now + 89.999)
    assert key.is_expired(clock.now + 90)
    assert not key.is_active(clock.now + 90)


def test_active_keys_at_the_instant(store, clock):
    key, _ = store.issue("acme", ["invoices:read"], ttl=30)
    keep, _ = store.issue("acme", ["invoices:read"])
    clock.advance(30)
    assert store.active_keys("acme") == [keep]


def test_signed_request_at_expiry_rejected(auth, store, clock):
    key, _ = store.issue("acme", ["invoices:read"], expires_at=clock.now + 5)
    clock.advance(5)
    headers = sign_request(key.key_id, key.signing_secret, "GET", "/v1/invoices", timestamp=clock.now, nonce="n-exp")
    with pytest.raises(KeyExpired):
        auth.authenticate(headers, "GET", "/v1/invoices")


def test_fractional_ttl_boundary(auth, store, clock):
    _, token = store.issue("acme", ["invoices:read"], ttl=0.25)
    clock.advance(0.25)
    with pytest.raises(KeyExpired):
        auth.authenticate(bearer(token))


def test_usable_just_before_expiry(auth, store, clock):
    key, token = store.issue("acme", ["invoices:read"], ttl=3600)
    clock.advance(3599.5)
    assert auth.authenticate(bearer(token)).key_id == key.key_id
    assert store.active_keys("acme") == [key]


def test_revoked_key_reports_revocation(auth, store, clock):
    key, token = store.issue("acme", ["invoices:read"], ttl=60)
    store.revoke(key.key_id)
    with pytest.raises(KeyRevoked) as err:
        auth.authenticate(bearer(token))
    assert err.value.code == "key_revoked"
    clock.advance(120)
    with pytest.raises(KeyRevoked):
        auth.authenticate(bearer(token))


def test_keys_without_expiry_never_expire(store, clock):
    key, _ = store.issue("acme", ["invoices:read"])
    assert not key.is_expired(clock.now + 10**9)
    assert store.active_keys() == [key]
