import pytest

from sessionguard import PasswordPolicy, PolicyViolation, hash_password, needs_rehash, verify_password


def test_good_password_passes():
    PasswordPolicy().check("correct Horse battery 9", username="alice")


def test_policy_problems():
    policy = PasswordPolicy(min_length=10, banned=("Password123!",))
    assert policy.problems("short") == [
        "must be at least 10 characters",
        "must mix at least 3 of: lowercase, uppercase, digits, symbols",
    ]
    assert policy.problems("password123!") == ["is too common"]
    assert policy.problems("xx-Alice-2024-xx", username="alice") == ["must not contain the user name"]


def test_check_raises_with_problems():
    with pytest.raises(PolicyViolation) as info:
        PasswordPolicy().check("aaaaaaaaaaaa")
    assert info.value.problems == ["must mix at least 3 of: lowercase, uppercase, digits, symbols"]


def test_hash_and_verify():
    encoded = hash_password("s3cret!", iterations=1000, salt="abc")
    assert encoded.startswith("pbkdf2_sha256$1000$abc$")
    assert verify_password("s3cret!", encoded)
    assert not verify_password("s3cret?", encoded)
    assert not verify_password("s3cret!", "md5$abc")


def test_needs_rehash():
    assert needs_rehash(hash_password("x", iterations=1000), iterations=2000)
    assert not needs_rehash(hash_password("x", iterations=2000), iterations=2000)
    assert needs_rehash("bcrypt$whatever")
