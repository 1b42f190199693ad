import math

import pytest

from kvstore.records import make_record, validate_ttl


def test_fractional_ttls_accepted():
    for ttl in (0.1, 0.75, 1.5, 2.999):
        assert validate_ttl(ttl) == ttl


def test_make_record_with_fractional_ttl():
    assert make_record("x", now=10.0, ttl=0.3)["expires"] == pytest.approx(10.3)


def test_touch_with_fractional_ttl(store, clock):
    store.set("k", 1)
    store.touch("k", 0.5)
    clock.advance(0.5)
    assert store.get("k") is None


def test_zero_ttl_rejected():
    with pytest.raises(ValueError):
        validate_ttl(0)


def test_negative_ttl_rejected():
    for ttl in (-5, -0.5):
        with pytest.raises(ValueError):
            validate_ttl(ttl)


def test_non_finite_ttl_rejected():
    for ttl in (math.inf, math.nan):
        with pytest.raises(ValueError):
            validate_ttl(ttl)


def test_store_set_rejects_zero_ttl(store):
    with pytest.raises(ValueError):
        store.set("k", 1, ttl=0)
    assert "k" not in store
