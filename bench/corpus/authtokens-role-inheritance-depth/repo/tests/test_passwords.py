import hmac

import pytest

from authtokens import (DEFAULT_ITERATIONS, PasswordHashError, hash_password, needs_rehash,
                        parse_hash, verify_password)

SALT = b"0123456789abcdef"


def test_hash_format():
    encoded = hash_password("hunter2", iterations=1000, salt=SALT)
    assert encoded.startswith("pbkdf2_sha256$1000$")
    info = parse_hash(encoded)
    assert info.salt == SALT
    assert len(info.digest) == 32


def test_verify_round_trip():
    encoded = hash_password("hunter2", iterations=1000)
    assert verify_password("hunter2", encoded)
    assert not verify_password("hunter3", encoded)
    assert not verify_password("", encoded)


def test_hashes_use_random_salt():
    first = hash_password("hunter2", iterations=1000)
    second = hash_password("hunter2", iterations=1000)
    assert first != second
    assert verify_password("hunter2", first) and verify_password("hunter2", second)


def test_sha512_algorithm():
    encoded = hash_password("hunter2", iterations=1000, algorithm="pbkdf2_sha512")
    assert len(parse_hash(encoded).digest) == 64
    assert verify_password("hunter2", encoded)


def test_verify_rejects_malformed_hashes():
    for bad in ["", "plain", "md5$1000$abc$def", "pbkdf2_sha256$x$abc$def",
                "pbkdf2_sha256$1000$!!$def", "pbkdf2_sha256$1000$abc"]:
        assert verify_password("hunter2", bad) is False
    assert verify_password(None, hash_password("hunter2", iterations=1000)) is False


def test_verify_uses_constant_time_comparison(monkeypatch):
    calls = []
    real = hmac.compare_digest

    def spy(a, b):
        calls.append((a, b))
        return real(a, b)

    monkeypatch.setattr(hmac, "compare_digest", spy)
    encoded = hash_password("hunter2", iterations=1000)
    assert verify_password("hunter2", encoded)
    assert len(calls) == 1


def test_hash_password_validates_input():
    with pytest.raises(PasswordHashError):
        hash_password("", iterations=1000)
    with pytest.raises(PasswordHashError):
        hash_password("hunter2", iterations=10)
    with pytest.raises(PasswordHashError):
        hash_password("hunter2", iterations=1000, algorithm="md5")


def test_default_policy_is_strong():
    assert DEFAULT_ITERATIONS >= 600_000
    assert needs_rehash(hash_password("hunter2", iterations=1000))


def test_needs_rehash_when_policy_is_raised():
    encoded = hash_password("hunter2", iterations=1000)
    assert needs_rehash(encoded, iterations=2000)
    assert not needs_rehash(encoded, iterations=1000)


def test_needs_rehash_keeps_stronger_hashes():
    encoded = hash_password("hunter2", iterations=2000)
    assert not needs_rehash(encoded, iterations=1000)


def test_needs_rehash_unreadable_hash():
    assert needs_rehash("garbage")


def test_needs_rehash_returns_bool():
    hashes = [hash_password("hunter2", iterations=1000),
              hash_password("hunter2", iterations=1000, algorithm="pbkdf2_sha512")]
    for encoded in hashes:
        assert isinstance(needs_rehash(encoded, iterations=1000), bool)
