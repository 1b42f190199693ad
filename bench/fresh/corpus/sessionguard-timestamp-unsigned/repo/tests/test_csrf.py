import pytest

from conftest import KEY
from sessionguard import InvalidToken, check_csrf_token, make_csrf_token

T0 = 1_700_000_000


def test_valid_token_for_its_session():
    token = make_csrf_token("sess-1", KEY, now=T0)
    check_csrf_token(token, "sess-1", KEY, now=T0 + 100)


def test_token_of_another_session_rejected():
    token = make_csrf_token("sess-1", KEY, now=T0)
    with pytest.raises(InvalidToken, match="session"):
        check_csrf_token(token, "sess-2", KEY, now=T0)


def test_old_csrf_token_rejected():
    token = make_csrf_token("sess-1", KEY, now=T0)
    with pytest.raises(InvalidToken):
        check_csrf_token(token, "sess-1", KEY, max_age=600, now=T0 + 601)


def test_malformed_csrf_tokens():
    for bad in ["", "x.y.z", "0123456789abcdef.now.sig", "0123456789abcdef.1700000000"]:
        with pytest.raises(InvalidToken):
            check_csrf_token(bad, "sess-1", KEY, now=T0)
