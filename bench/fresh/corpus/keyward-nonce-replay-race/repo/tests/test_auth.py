import threading

import pytest

from keyward import Authenticator, AuthError, InsufficientScope, InvalidSecret, KeyExpired, MalformedCredentials, ReplayedRequest, StaleRequest, UnknownKey, sign_request


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def test_bearer_authentication(auth, reader, clock):
    key, token = reader
    ctx = auth.authenticate(bearer(token), required_scopes=["invoices:read"])
    assert (ctx.key_id, ctx.owner, ctx.signed) == (key.key_id, "acme", False)
    assert key.use_count == 1


def test_bearer_errors(auth, reader):
    key, token = reader
    with pytest.raises(MalformedCredentials):
        auth.authenticate({})
    with pytest.raises(InvalidSecret):
        auth.authenticate(bearer(token + "x"))
    with pytest.raises(UnknownKey):
        auth.authenticate(bearer("kw_ffffffffffff_secret"))


def test_expired_key_rejected(auth, reader, clock):
    _, token = reader
    clock.advance(3601)
    with pytest.raises(KeyExpired):
        auth.authenticate(bearer(token))


def test_revoked_key_rejected(auth, store, reader):
    key, token = reader
    store.revoke(key.key_id)
    with pytest.raises(AuthError):
        auth.authenticate(bearer(token))


def test_scope_enforced(auth, reader):
    _, token = reader
    with pytest.raises(InsufficientScope) as err:
        auth.authenticate(bearer(token), required_scopes=["invoices:write"])
    assert err.value.missing == ["invoices:write"]
    assert err.value.status == 403


def test_signed_request(auth, reader, clock):
    key, _ = reader
    headers = sign_request(key.key_id, key.signing_secret, "POST", "/v1/invoices", body=b"{}", timestamp=clock.now, nonce="abc")
    ctx = auth.authenticate(headers, "POST", "/v1/invoices", body=b"{}", required_scopes=["invoices:read"])
    assert ctx.signed


def rendezvous_clock(parties, now):
    """A clock that makes *parties* threads read the time together (or gives up after 2 s)."""
    barrier = threading.Barrier(parties)

    def read():
        try:
            barrier.wait(timeout=2.0)
        except threading.BrokenBarrierError:
            pass
        return now

    return read


def test_concurrent_duplicates_only_one_accepted(store, clock):
    key, _ = store.issue("acme", ["payouts:write"])
    auth = Authenticator(store, clock=rendezvous_clock(2, clock.now))
    headers = sign_request(key.key_id, key.signing_secret, "POST", "/v1/payouts", body=b"{}", timestamp=clock.now, nonce="once")
    results = []

    def attempt():
        try:
            auth.authenticate(headers, "POST", "/v1/payouts", body=b"{}")
            results.append("accepted")
        except ReplayedRequest:
            results.append("replay")

    threads = [threading.Thread(target=attempt) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=10)
    assert sorted(results) == ["accepted", "replay"]


def test_signed_request_replay_and_skew(auth, reader, clock):
    key, _ = reader
    headers = sign_request(key.key_id, key.signing_secret, "GET", "/v1/invoices", timestamp=clock.now, nonce="abc")
    auth.authenticate(headers, "GET", "/v1/invoices")
    with pytest.raises(ReplayedRequest):
        auth.authenticate(headers, "GET", "/v1/invoices")
    old = sign_request(key.key_id, key.signing_secret, "GET", "/v1/invoices", timestamp=clock.now - 3000, nonce="def")
    with pytest.raises(StaleRequest):
        auth.authenticate(old, "GET", "/v1/invoices")
