import pytest

from keyward import MalformedCredentials, parse_token, verify_secret
from keyward.keys import format_token


def test_token_round_trip(reader):
    key, token = reader
    key_id, secret = parse_token(token)
    assert key_id == key.key_id
    assert verify_secret(key, secret)
    assert not verify_secret(key, secret + "x")


def test_secret_may_contain_underscores():
    assert parse_token(format_token("0123456789ab", "se_cr_et")) == ("0123456789ab", "se_cr_et")


@pytest.mark.parametrize(
    "token",
    ["", "kw_", "kw_0123456789ab", "xx_0123456789ab_secret", "kw_XYZ_secret", "kw_0123456789ab_"],
    ids=["empty", "prefix-only", "no-secret", "wrong-prefix", "bad-key-id", "empty-secret"],
)
def test_malformed_tokens(token):
    with pytest.raises(MalformedCredentials):
        parse_token(token)


def test_public_dict_hides_secrets(reader):
    key, _ = reader
    public = key.to_public_dict()
    assert public["scopes"] == ["invoices:read"]
    assert "secret_hash" not in public and "signing_secret" not in public and "salt" not in public


def test_expiry_and_revocation_state(reader, clock):
    key, _ = reader
    assert key.is_active(clock.now)
    assert key.is_expired(clock.now + 7200)
    key.revoked_at = clock.now + 10
    assert not key.is_revoked(clock.now)
    assert key.is_revoked(clock.now + 10)
