from collections import OrderedDict

from keyward import sign_request, verify_signature
from keyward.signing import KEY_HEADER, NONCE_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER

from .helpers import T0

SECRET = "hdr-secret"
DEFAULTS = {"Content-Type": "application/json", "User-Agent": "billing-sync/2.1"}


def test_signing_twice_with_shared_defaults():
    shared = dict(DEFAULTS)
    first = sign_request("0123456789ab", SECRET, "GET", "/a", headers=shared, timestamp=T0, nonce="n-a")
    second = sign_request("0123456789ab", SECRET, "GET", "/b", headers=shared, timestamp=T0, nonce="n-b")
    assert first is not second
    assert first[NONCE_HEADER] == "n-a" and second[NONCE_HEADER] == "n-b"
    assert shared == DEFAULTS
    verify_signature(SECRET, "GET", "/a", "", b"", first)


def test_other_mapping_types_not_modified():
    base = OrderedDict(DEFAULTS)
    signed = sign_request("0123456789ab", SECRET, "GET", "/a", headers=base, timestamp=T0, nonce="n-o")
    assert dict(base) == DEFAULTS
    assert signed[KEY_HEADER] == "0123456789ab"


def test_verify_signature_does_not_rename_caller_keys():
    headers = sign_request("0123456789ab", SECRET, "PUT", "/c", headers=dict(DEFAULTS), timestamp=T0, nonce="n-v")
    before = dict(headers)
    verify_signature(SECRET, "PUT", "/c", "", b"", headers)
    assert headers == before
    assert list(headers) == list(before)


def test_authenticate_does_not_modify_request_headers(auth, store, clock):
    key, _ = store.issue("acme", ["invoices:read"])
    headers = sign_request(key.key_id, key.signing_secret, "GET", "/v1/invoices", headers={"Accept": "application/json"}, timestamp=clock.now, nonce="n-auth")
    before = dict(headers)
    auth.authenticate(headers, "GET", "/v1/invoices")
    assert headers == before


def test_signed_headers_keep_the_callers_headers():
    signed = sign_request("0123456789ab", SECRET, "GET", "/a", headers=dict(DEFAULTS), timestamp=T0, nonce="n-k")
    assert signed["Content-Type"] == "application/json" and signed["User-Agent"] == "billing-sync/2.1"
    assert {KEY_HEADER, TIMESTAMP_HEADER, NONCE_HEADER, SIGNATURE_HEADER} <= set(signed)


def test_lower_case_incoming_headers_verify():
    signed = sign_request("0123456789ab", SECRET, "GET", "/a", timestamp=T0, nonce="n-l")
    incoming = {k.lower(): v for k, v in signed.items()}
    verify_signature(SECRET, "GET", "/a", "", b"", incoming)


def test_no_headers_given():
    signed = sign_request("0123456789ab", SECRET, "GET", "/a", timestamp=T0, nonce="n-n")
    assert set(signed) == {KEY_HEADER, TIMESTAMP_HEADER, NONCE_HEADER, SIGNATURE_HEADER}
