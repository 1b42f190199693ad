import json

import pytest

from authtokens import (InvalidClaim, InvalidSignature, MalformedToken, TokenExpired, TokenSigner,
                        b64url_decode, b64url_encode)

NOW = 1_700_000_000


def test_sign_and_verify_round_trip(signer):
    claims = signer.verify(signer.sign({"sub": "alice", "role": "admin"}))
    assert claims["sub"] == "alice"
    assert claims["iat"] == NOW
    assert claims["exp"] == NOW + 3600


def test_token_format(signer):
    token = signer.sign({"sub": "alice"})
    header, payload, signature = token.split(".")
    assert json.loads(b64url_decode(header)) == {"alg": "HS256", "typ": "JWT"}
    assert "=" not in token
    assert len(b64url_decode(signature)) == 32


def test_tampered_payload_is_rejected(signer):
    header, _, signature = signer.sign({"sub": "alice", "role": "user"}).split(".")
    forged = b64url_encode(json.dumps({"sub": "alice", "role": "admin"}).encode())
    with pytest.raises(InvalidSignature):
        signer.verify(f"{header}.{forged}.{signature}")


def test_wrong_secret_is_rejected(signer, clock):
    other = TokenSigner(b"another-secret-0123456789", clock=clock)
    with pytest.raises(InvalidSignature):
        signer.verify(other.sign({"sub": "alice"}))


def test_truncated_signature_is_rejected(signer):
    token = signer.sign({"sub": "alice"})
    with pytest.raises((InvalidSignature, MalformedToken)):
        signer.verify(token[:-4])


def test_malformed_tokens_are_rejected(signer):
    array_payload = b64url_encode(b"[1, 2]")
    for bad in ["", "abc", "a.b", "a.b.c.d", "!!.e30.", f"e30.{array_payload}.", 42]:
        with pytest.raises(MalformedToken):
            signer.verify(bad)


def test_expired_token_is_rejected(signer, clock):
    token = signer.sign({"sub": "alice"}, expires_in=60)
    clock.advance(61)
    with pytest.raises(TokenExpired):
        signer.verify(token)


def test_token_is_valid_before_expiry(signer, clock):
    token = signer.sign({"sub": "alice"}, expires_in=60)
    clock.advance(59)
    assert signer.verify(token)["sub"] == "alice"


def test_leeway_allows_small_clock_skew(clock):
    signer = TokenSigner(b"test-secret-0123456789abcdef", leeway=30, clock=clock)
    token = signer.sign({"sub": "alice"}, expires_in=60)
    clock.advance(70)
    assert signer.verify(token)["sub"] == "alice"
    clock.advance(21)
    with pytest.raises(TokenExpired):
        signer.verify(token)


def test_token_without_expiry(clock, secret):
    signer = TokenSigner(secret, default_ttl=None, clock=clock)
    token = signer.sign({"sub": "service"})
    clock.advance(10 ** 7)
    assert "exp" not in signer.verify(token)


def test_not_before_claim(signer, clock):
    token = signer.sign({"sub": "alice", "nbf": NOW + 100})
    with pytest.raises(InvalidClaim):
        signer.verify(token)
    clock.advance(100)
    assert signer.verify(token)["sub"] == "alice"


def test_issuer_is_checked(clock, secret):
    issuer = TokenSigner(secret, issuer="auth.example", clock=clock)
    token = issuer.sign({"sub": "alice"})
    assert issuer.verify(token)["iss"] == "auth.example"
    with pytest.raises(InvalidClaim):
        TokenSigner(secret, issuer="other.example", clock=clock).verify(token)


def test_audience_is_accepted(clock, secret):
    verifier = TokenSigner(secret, audience="billing", clock=clock)
    assert verifier.verify(verifier.sign({"sub": "a"}, audience="billing"))["aud"] == "billing"
    assert verifier.verify(verifier.sign({"sub": "a"}, audience=["billing", "reports"]))


def test_audience_mismatch_is_rejected(clock, secret):
    verifier = TokenSigner(secret, audience="billing", clock=clock)
    with pytest.raises(InvalidClaim):
        verifier.verify(verifier.sign({"sub": "a"}, audience="reports"))


def test_key_rotation(clock, secret, old_secret):
    token = TokenSigner(old_secret, clock=clock).sign({"sub": "alice"})
    assert TokenSigner(secret, old_secrets=[old_secret], clock=clock).verify(token)["sub"] == "alice"
    with pytest.raises(InvalidSignature):
        TokenSigner(secret, clock=clock).verify(token)


def test_refresh_extends_expiry(signer, clock):
    token = signer.sign({"sub": "alice"}, expires_in=60)
    clock.advance(30)
    claims = signer.verify(signer.refresh(token, expires_in=60))
    assert claims["sub"] == "alice"
    assert claims["exp"] == NOW + 90


def test_refresh_rejects_expired_tokens(signer, clock):
    token = signer.sign({"sub": "alice"}, expires_in=60)
    clock.advance(120)
    with pytest.raises(TokenExpired):
        signer.refresh(token)


def test_short_secret_is_rejected():
    with pytest.raises(ValueError):
        TokenSigner("short")


def test_non_numeric_exp_is_malformed(clock, secret):
    signer = TokenSigner(secret, default_ttl=None, clock=clock)
    with pytest.raises(MalformedToken):
        signer.verify(signer.sign({"sub": "alice", "exp": "tomorrow"}))
