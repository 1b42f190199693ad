import pytest

from conftest import KEY, OLD_KEY
from sessionguard import InvalidToken, TokenExpired, check_csrf_token, make_csrf_token, sign, verify
from sessionguard._crypto import mac

T0 = 1_700_000_000


def _with_issue_time(token, issued):
    head, _, rest = token.partition(".")
    return f"{head}.{issued}.{rest.split('.', 1)[1]}"


def test_revived_token_is_rejected_as_forged():
    token = sign({"sub": "u1"}, KEY, now=T0)
    with pytest.raises(InvalidToken, match="signature"):
        verify(_with_issue_time(token, T0 + 100_000), KEY, max_age=3600, now=T0 + 100_001)


def test_any_change_of_the_issue_time_is_rejected():
    token = sign({"sub": "u1"}, KEY, now=T0)
    for issued in (T0 - 1, T0 + 1, T0 + 3600):
        with pytest.raises(InvalidToken):
            verify(_with_issue_time(token, issued), KEY, max_age=10**9, now=T0 + 5)


def test_rotated_keys_do_not_help_a_forger():
    token = sign({"sub": "u1"}, OLD_KEY, now=T0)
    with pytest.raises(InvalidToken):
        verify(_with_issue_time(token, T0 + 7200), [KEY, OLD_KEY], max_age=3600, now=T0 + 7201)


def test_tokens_signed_over_the_body_alone_are_rejected():
    body = sign({"sub": "u1"}, KEY, now=T0).split(".")[0]
    legacy = f"{body}.{T0 + 50_000}.{mac(KEY, body)}"
    with pytest.raises(InvalidToken):
        verify(legacy, KEY, max_age=3600, now=T0 + 50_001)


def test_revived_csrf_token_is_rejected():
    token = make_csrf_token("sess-1", KEY, now=T0)
    with pytest.raises(InvalidToken):
        check_csrf_token(_with_issue_time(token, T0 + 7200), "sess-1", KEY, max_age=3600, now=T0 + 7201)


def test_genuine_tokens_still_verify():
    token = sign({"sub": "u1", "roles": ["a"]}, [KEY, OLD_KEY], now=T0)
    assert verify(token, [OLD_KEY, KEY], max_age=60, now=T0 + 59) == {"sub": "u1", "roles": ["a"]}
    csrf = make_csrf_token("sess-1", KEY, now=T0)
    check_csrf_token(csrf, "sess-1", KEY, max_age=60, now=T0 + 59)


def test_genuine_expired_tokens_raise_token_expired():
    with pytest.raises(TokenExpired):
        verify(sign({}, KEY, now=T0), KEY, max_age=60, now=T0 + 61)
    with pytest.raises(TokenExpired):
        check_csrf_token(make_csrf_token("s", KEY, now=T0), "s", KEY, max_age=60, now=T0 + 61)


def test_signature_from_another_key_is_rejected():
    token = sign({"sub": "u1"}, b"attacker-key-attacker-key-123456", now=T0)
    with pytest.raises(InvalidToken, match="signature"):
        verify(token, KEY, max_age=60, now=T0)
