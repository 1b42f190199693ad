import pytest

from keyward import Authenticator, NonceCache, StaleRequest, check_timestamp, sign_request, sign_webhook, verify_webhook

from .helpers import T0


@pytest.mark.parametrize("ahead", [301, 450, 86400])
def test_check_timestamp_rejects_future(ahead):
    with pytest.raises(StaleRequest):
        check_timestamp(T0 + ahead, T0, 300)


def test_webhook_from_the_future_rejected():
    header = sign_webhook("whsec", b"{}", T0 + 3600)
    with pytest.raises(StaleRequest):
        verify_webhook("whsec", b"{}", header, now=T0)


def test_custom_skew_applies_to_future(store, clock):
    auth = Authenticator(store, nonces=NonceCache(ttl=120, clock=clock), clock=clock, max_skew=60)
    key, _ = store.issue("acme", ["invoices:read"])
    headers = sign_request(key.key_id, key.signing_secret, "GET", "/", timestamp=clock.now + 61, nonce="f61")
    with pytest.raises(StaleRequest):
        auth.authenticate(headers)


def test_skew_boundary_is_inclusive():
    check_timestamp(T0 + 300, T0, 300)
    check_timestamp(T0 - 300, T0, 300)
    check_timestamp(T0 + 0.5, T0, 300)
    with pytest.raises(StaleRequest):
        check_timestamp(T0 - 301, T0, 300)


def test_slightly_fast_client_accepted(auth, store, clock):
    key, _ = store.issue("acme", ["invoices:read"])
    headers = sign_request(key.key_id, key.signing_secret, "GET", "/", timestamp=clock.now + 299, nonce="fast")
    assert auth.authenticate(headers).signed


def test_webhook_within_skew_accepted():
    header = sign_webhook("whsec", b"{}", T0 + 120)
    assert verify_webhook("whsec", b"{}", header, now=T0) == T0 + 120
