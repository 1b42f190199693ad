import pytest

from keyward import BadSignature, sign_request, sign_webhook, verify_signature, verify_webhook
from keyward.signing import SIGNATURE_HEADER, constant_time_equal

from .helpers import T0

SECRET = "another-signing-secret"


def signed():
    return sign_request("fedcba987654", SECRET, "PUT", "/v1/customers/7", "x=1", b"{}", timestamp=T0, nonce="h1")


@pytest.mark.parametrize("cut", [1, 40, 63])
def test_prefixes_of_the_signature_rejected(cut):
    headers = signed()
    headers[SIGNATURE_HEADER] = headers[SIGNATURE_HEADER][:cut]
    with pytest.raises(BadSignature):
        verify_signature(SECRET, "PUT", "/v1/customers/7", "x=1", b"{}", headers)


def test_signature_with_extra_characters_rejected():
    headers = signed()
    headers[SIGNATURE_HEADER] = headers[SIGNATURE_HEADER] + "00"
    with pytest.raises(BadSignature):
        verify_signature(SECRET, "PUT", "/v1/customers/7", "x=1", b"{}", headers)


def test_webhook_with_truncated_or_empty_v1_rejected():
    header = sign_webhook("whsec", b"{}", T0)
    t, v1 = header.split(",")
    for bad in (f"{t},v1=", f"{t},{v1[:12]}", f"{t},{v1}ff"):
        with pytest.raises(BadSignature):
            verify_webhook("whsec", b"{}", bad, now=T0)


def test_constant_time_equal_needs_equal_length():
    assert not constant_time_equal("abc", "ab")
    assert not constant_time_equal("", "abc")
    assert not constant_time_equal("abc", "abcd")


def test_valid_signatures_still_verify():
    headers = signed()
    verify_signature(SECRET, "PUT", "/v1/customers/7", "x=1", b"{}", headers)
    headers[SIGNATURE_HEADER] = " " + headers[SIGNATURE_HEADER] + " "
    verify_signature(SECRET, "PUT", "/v1/customers/7", "x=1", b"{}", headers)
    assert constant_time_equal("", "") and constant_time_equal("abc", "abc")


def test_non_ascii_signature_is_a_bad_signature():
    headers = signed()
    headers[SIGNATURE_HEADER] = "é" * 64
    with pytest.raises(BadSignature):
        verify_signature(SECRET, "PUT", "/v1/customers/7", "x=1", b"{}", headers)


def test_one_wrong_character_rejected():
    headers = signed()
    sig = headers[SIGNATURE_HEADER]
    headers[SIGNATURE_HEADER] = sig[:-1] + ("0" if sig[-1] != "0" else "1")
    with pytest.raises(BadSignature):
        verify_signature(SECRET, "PUT", "/v1/customers/7", "x=1", b"{}", headers)
