import pytest

from conftest import KEY, OLD_KEY
from sessionguard import InvalidToken, TokenExpired, check_csrf_token, make_csrf_token, sign, verify

T0 = 1_700_000_000


@pytest.mark.parametrize("max_age", [1, 60, 900, 86400])
def test_token_expired_at_the_boundary(max_age):
    token = sign({"sub": "u7"}, KEY, now=T0)
    with pytest.raises(TokenExpired):
        verify(token, KEY, max_age=max_age, now=T0 + max_age)


def test_rotated_key_token_at_the_boundary():
    token = sign({"sub": "u7"}, OLD_KEY, now=T0)
    with pytest.raises(TokenExpired):
        verify(token, [KEY, OLD_KEY], max_age=120, now=T0 + 120.0)


def test_csrf_token_expired_at_the_boundary():
    token = make_csrf_token("sess-9", KEY, now=T0)
    with pytest.raises(TokenExpired):
        check_csrf_token(token, "sess-9", KEY, max_age=600, now=T0 + 600)
    with pytest.raises(TokenExpired):
        check_csrf_token(token, "sess-9", KEY, now=T0 + 3600)


def test_one_second_before_the_boundary_is_valid():
    token = sign({"sub": "u7"}, KEY, now=T0)
    assert verify(token, KEY, max_age=900, now=T0 + 899.5) == {"sub": "u7"}
    csrf = make_csrf_token("sess-9", KEY, now=T0)
    check_csrf_token(csrf, "sess-9", KEY, max_age=600, now=T0 + 599)


def test_long_expired_tokens_raise_token_expired():
    token = sign({"sub": "u7"}, KEY, now=T0)
    with pytest.raises(TokenExpired):
        verify(token, KEY, max_age=60, now=T0 + 10_000)
    csrf = make_csrf_token("sess-9", KEY, now=T0)
    with pytest.raises(TokenExpired):
        check_csrf_token(csrf, "sess-9", KEY, max_age=60, now=T0 + 10_000)


def test_future_tokens_are_invalid_not_expired():
    token = sign({"sub": "u7"}, KEY, now=T0 + 3600)
    with pytest.raises(InvalidToken) as info:
        verify(token, KEY, max_age=60, now=T0)
    assert type(info.value) is InvalidToken
    csrf = make_csrf_token("sess-9", KEY, now=T0 + 3600)
    with pytest.raises(InvalidToken) as info:
        check_csrf_token(csrf, "sess-9", KEY, now=T0)
    assert type(info.value) is InvalidToken


def test_forged_old_token_is_invalid_not_expired():
    token = sign({"sub": "u7"}, b"attacker-key-attacker-key-123456", now=T0)
    with pytest.raises(InvalidToken) as info:
        verify(token, KEY, max_age=60, now=T0 + 3600)
    assert type(info.value) is InvalidToken
