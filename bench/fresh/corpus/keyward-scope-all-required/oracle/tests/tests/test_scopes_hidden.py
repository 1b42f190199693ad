import pytest

from keyward import InsufficientScope, has_scopes, sign_request


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def test_has_scopes_needs_all():
    assert not has_scopes({"invoices:read"}, ["invoices:read", "invoices:delete"])
    assert not has_scopes({"invoices:*"}, ["customers:read", "invoices:read"])
    assert not has_scopes(["orders:write"], ("orders:read", "orders:write", "orders:delete"))


def test_wildcard_key_missing_another_resource(auth, store):
    _, token = store.issue("acme", ["invoices:*"])
    with pytest.raises(InsufficientScope) as err:
        auth.authenticate(bearer(token), required_scopes=["invoices:read", "customers:read"])
    assert err.value.missing == ["customers:read"]


def test_signed_request_missing_one_scope(auth, store, clock):
    key, _ = store.issue("acme", ["orders:write"])
    headers = sign_request(key.key_id, key.signing_secret, "POST", "/v1/orders", timestamp=clock.now, nonce="s1")
    with pytest.raises(InsufficientScope) as err:
        auth.authenticate(headers, "POST", "/v1/orders", required_scopes=["orders:write", "billing:refund", "orders:read"])
    assert err.value.missing == ["billing:refund"]


def test_authorize_lists_every_missing_scope(auth):
    with pytest.raises(InsufficientScope) as err:
        auth.authorize({"invoices:read"}, ["invoices:read", "orders:read", "billing:refund"])
    assert err.value.missing == ["billing:refund", "orders:read"]


def test_implied_and_wildcard_scopes_satisfy_requirements(auth, store):
    key, token = store.issue("acme", ["invoices:admin", "customers:*"])
    ctx = auth.authenticate(bearer(token), required_scopes=["invoices:read", "invoices:delete", "customers:write"])
    assert ctx.key_id == key.key_id
    assert has_scopes({"*"}, ["billing:refund", "orders:delete"])
    assert has_scopes({"invoices:write"}, ["invoices:read", "invoices:write"])


def test_no_required_scopes(auth, store):
    _, token = store.issue("acme", ["invoices:read"])
    assert auth.authenticate(bearer(token), required_scopes=[]).owner == "acme"
    assert has_scopes(set(), [])
    auth.authorize(set(), ())


def test_single_missing_scope_still_reported(auth):
    with pytest.raises(InsufficientScope) as err:
        auth.authorize({"invoices:read"}, ["invoices:write"])
    assert err.value.missing == ["invoices:write"]
    assert not has_scopes(set(), ["invoices:read"])
