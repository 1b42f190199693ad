import pytest

from keyward import BadSignature, StaleRequest, check_timestamp, sign_request, sign_webhook, verify_signature, verify_webhook
from keyward.signing import SIGNATURE_HEADER, canonical_query

from .helpers import T0

SECRET = "s3cr3t-signing-key"


def test_canonical_query_sorts_and_keeps_blanks():
    assert canonical_query("b=2&a=1&a=0&flag=") == "a=0&a=1&b=2&flag="
    assert canonical_query("?q=a b") == "q=a%20b"


def test_signed_request_verifies():
    headers = sign_request("0123456789ab", SECRET, "post", "/v1/invoices", "limit=10", b'{"a":1}', timestamp=T0, nonce="n1")
    verify_signature(SECRET, "POST", "/v1/invoices", "limit=10", b'{"a":1}', headers)


def test_tampered_request_rejected():
    headers = sign_request("0123456789ab", SECRET, "GET", "/v1/invoices", "limit=10", timestamp=T0, nonce="n1")
    with pytest.raises(BadSignature):
        verify_signature(SECRET, "GET", "/v1/invoices", "limit=1000", b"", headers)
    with pytest.raises(BadSignature):
        verify_signature(SECRET, "DELETE", "/v1/invoices", "limit=10", b"", headers)


def test_wrong_secret_and_missing_signature():
    headers = sign_request("0123456789ab", SECRET, "GET", "/", timestamp=T0, nonce="n1")
    with pytest.raises(BadSignature):
        verify_signature("other", "GET", "/", "", b"", headers)
    unsigned = sign_request("0123456789ab", SECRET, "GET", "/", timestamp=T0, nonce="n2")
    del unsigned[SIGNATURE_HEADER]
    with pytest.raises(BadSignature):
        verify_signature(SECRET, "GET", "/", "", b"", unsigned)


def test_timestamp_skew():
    check_timestamp(T0 - 100, T0, 300)
    check_timestamp(T0 + 100, T0, 300)
    with pytest.raises(StaleRequest):
        check_timestamp(T0 - 1000, T0, 300)


def test_webhook_round_trip():
    header = sign_webhook("whsec", b'{"event":"paid"}', T0)
    assert verify_webhook("whsec", b'{"event":"paid"}', header, now=T0 + 5) == T0
    with pytest.raises(BadSignature):
        verify_webhook("whsec", b'{"event":"refunded"}', header, now=T0 + 5)


def test_webhook_accepts_any_matching_v1():
    good = sign_webhook("new-secret", b"{}", T0).split("v1=")[1]
    header = f"t={int(T0)},v1={'0' * 64},v1={good}"
    assert verify_webhook("new-secret", b"{}", header, now=T0) == T0
