import pytest

from conftest import KEY, OLD_KEY
from sessionguard import InvalidToken, TokenExpired, sign, verify
from sessionguard.tokens import issued_at

T0 = 1_700_000_000


def test_round_trip():
    token = sign({"sub": "u42", "scope": ["read"]}, KEY, now=T0)
    assert verify(token, KEY, max_age=600, now=T0 + 10) == {"sub": "u42", "scope": ["read"]}
    assert issued_at(token) == T0


def test_fresh_until_just_before_max_age():
    token = sign({"sub": "u1"}, KEY, now=T0)
    assert verify(token, KEY, max_age=300, now=T0 + 299)["sub"] == "u1"


def test_expired_token_rejected():
    token = sign({"sub": "u1"}, KEY, now=T0)
    with pytest.raises(InvalidToken):
        verify(token, KEY, max_age=3600, now=T0 + 7200)


def test_wrong_key_and_tampered_body_rejected():
    token = sign({"sub": "u1", "admin": False}, KEY, now=T0)
    with pytest.raises(InvalidToken, match="signature"):
        verify(token, b"another-key-of-sufficient-size!!", max_age=60, now=T0)
    forged = sign({"sub": "u1", "admin": True}, b"attacker-key-attacker-key-123456", now=T0)
    body = forged.split(".")[0]
    with pytest.raises(InvalidToken):
        verify(body + token[token.index("."):], KEY, max_age=60, now=T0)


def test_key_rotation():
    token = sign({"sub": "u1"}, OLD_KEY, now=T0)
    assert verify(token, [KEY, OLD_KEY], max_age=60, now=T0 + 1) == {"sub": "u1"}
    assert sign({"sub": "u1"}, [KEY, OLD_KEY], now=T0) == sign({"sub": "u1"}, KEY, now=T0)


def test_malformed_tokens():
    for bad in ["", "abc", "a.b", "a.b.c.d", "e30.12x.sig", None]:
        with pytest.raises(InvalidToken):
            verify(bad, KEY, max_age=60, now=T0)


def test_future_tokens_rejected_beyond_skew():
    token = sign({"sub": "u1"}, KEY, now=T0 + 600)
    with pytest.raises(InvalidToken):
        verify(token, KEY, max_age=3600, now=T0)
    assert verify(sign({}, KEY, now=T0 + 20), KEY, max_age=60, now=T0) == {}


def test_short_keys_refused():
    with pytest.raises(ValueError):
        sign({}, b"short")
