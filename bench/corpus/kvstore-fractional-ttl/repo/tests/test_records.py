import pytest

from kvstore.records import is_expired, is_tombstone, make_record, remaining_ttl, tombstone, validate_ttl


def test_make_record_fields():
    assert make_record("v", now=10.0, ttl=5, tags=["b", "a", "b"]) == {
        "v": 3,
        "value": "v",
        "created": 10.0,
        "expires": 15.0,
        "tags": ["a", "b"],
    }


def test_make_record_without_ttl_never_expires():
    assert make_record(1, now=10.0)["expires"] is None


def test_is_expired_boundary():
    record = make_record("x", now=10.0, ttl=5)
    assert is_expired(record, 14.9) is False
    assert is_expired(record, 15.0) is True


def test_validate_ttl_accepts_numbers():
    assert validate_ttl(30) == 30.0
    assert validate_ttl(None) is None


def test_validate_ttl_rejects_wrong_types():
    with pytest.raises(TypeError):
        validate_ttl("10")
    with pytest.raises(TypeError):
        validate_ttl(True)


def test_tombstone():
    assert is_tombstone(tombstone(3.0))
    assert not is_tombstone(make_record(1, now=3.0))


def test_remaining_ttl():
    record = make_record("x", now=10.0, ttl=5)
    assert remaining_ttl(record, 12.0) == 3.0
    assert remaining_ttl(record, 20.0) == 0.0
    assert remaining_ttl(make_record("y", now=1.0), 5.0) is None


def test_validate_ttl_accepts_fractional_seconds():
    assert validate_ttl(0.5) == 0.5
