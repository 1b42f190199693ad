import hashlib
import hmac
import json

import pytest

from authtokens import InvalidSignature, TokenSigner, b64url_encode


def _token(header, payload, key=None):
    h = b64url_encode(json.dumps(header, separators=(",", ":")).encode())
    p = b64url_encode(json.dumps(payload, separators=(",", ":")).encode())
    sig = b"" if key is None else hmac.new(key, f"{h}.{p}".encode(), hashlib.sha256).digest()
    return f"{h}.{p}.{b64url_encode(sig)}"


def test_hidden_unsigned_token_variants_rejected(signer):
    for alg in ["none", "None", "NONE", "nOnE"]:
        with pytest.raises(InvalidSignature):
            signer.verify(_token({"alg": alg, "typ": "JWT"}, {"sub": "mallory", "role": "admin"}))


def test_hidden_null_algorithm_rejected(signer):
    with pytest.raises(InvalidSignature):
        signer.verify(_token({"alg": None, "typ": "JWT"}, {"sub": "mallory"}))


def test_hidden_other_algorithms_rejected_even_with_valid_hmac(signer, secret):
    for header in [{"alg": "HS512", "typ": "JWT"}, {"alg": "RS256"}, {"alg": "hs256"}, {"typ": "JWT"}]:
        with pytest.raises(InvalidSignature):
            signer.verify(_token(header, {"sub": "alice"}, secret))


def test_hidden_valid_tokens_still_verify(signer, secret):
    assert signer.verify(signer.sign({"sub": "alice"}))["sub"] == "alice"
    assert signer.verify(_token({"alg": "HS256", "typ": "JWT"}, {"sub": "bob"}, secret))["sub"] == "bob"


def test_hidden_forged_signature_rejected(signer):
    with pytest.raises(InvalidSignature):
        signer.verify(_token({"alg": "HS256", "typ": "JWT"}, {"sub": "alice"}, b"x" * 32))
    with pytest.raises(InvalidSignature):
        signer.verify(_token({"alg": "HS256", "typ": "JWT"}, {"sub": "alice"}))


def test_hidden_rotated_key_still_accepted(clock, secret, old_secret):
    token = TokenSigner(old_secret, clock=clock).sign({"sub": "alice"})
    assert TokenSigner(secret, old_secrets=[old_secret], clock=clock).verify(token)["sub"] == "alice"
