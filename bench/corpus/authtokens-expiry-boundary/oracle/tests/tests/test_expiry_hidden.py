import pytest

from authtokens import TokenExpired, TokenSigner


def test_hidden_expired_exactly_at_exp(clock, secret):
    signer = TokenSigner(secret, clock=clock)
    for ttl in (1, 60, 900, 3600):
        token = signer.sign({"sub": "alice"}, expires_in=ttl)
        clock.advance(ttl)
        with pytest.raises(TokenExpired):
            signer.verify(token)


def test_hidden_expired_exactly_at_exp_plus_leeway(clock, secret):
    signer = TokenSigner(secret, leeway=30, clock=clock)
    token = signer.sign({"sub": "alice"}, expires_in=60)
    clock.advance(90)
    with pytest.raises(TokenExpired):
        signer.verify(token)


def test_hidden_refresh_rejects_token_at_exp(signer, clock):
    token = signer.sign({"sub": "alice"}, expires_in=120)
    clock.advance(120)
    with pytest.raises(TokenExpired):
        signer.refresh(token)


def test_hidden_default_ttl_boundary(clock, secret):
    signer = TokenSigner(secret, default_ttl=900, clock=clock)
    token = signer.sign({"sub": "alice"})
    clock.advance(899.5)
    assert signer.verify(token)["sub"] == "alice"
    clock.advance(0.5)
    with pytest.raises(TokenExpired):
        signer.verify(token)


def test_hidden_valid_just_before_exp(signer, clock):
    token = signer.sign({"sub": "alice"}, expires_in=60)
    clock.advance(59.999)
    assert signer.verify(token)["sub"] == "alice"


def test_hidden_leeway_window(clock, secret):
    signer = TokenSigner(secret, leeway=30, clock=clock)
    token = signer.sign({"sub": "alice"}, expires_in=60)
    clock.advance(89)
    assert signer.verify(token)["sub"] == "alice"


def test_hidden_not_before_boundary(signer, clock):
    token = signer.sign({"sub": "alice", "nbf": 1_700_000_010})
    clock.advance(10)
    assert signer.verify(token)["sub"] == "alice"


def test_hidden_token_without_exp_never_expires(clock, secret):
    signer = TokenSigner(secret, default_ttl=None, clock=clock)
    token = signer.sign({"sub": "svc"})
    clock.advance(10 ** 9)
    assert signer.verify(token)["sub"] == "svc"
