import pytest

from parcelrate import Parcel, ParcelError, insurance_fee, quote


def test_insurance_fee_refuses_negative_values():
    for value in (-1, -5000, -50000):
        with pytest.raises(ParcelError):
            insurance_fee(value)


def test_quote_refuses_small_negative_values():
    with pytest.raises(ParcelError):
        quote(Parcel(4.0, 30, 20, 20), "M1 1AE", "IV2 3BW", declared_value=-1)


def test_no_cover_for_zero_or_none():
    assert insurance_fee(0) == 0
    assert insurance_fee(None) == 0
    q = quote(Parcel(1.5, 20, 15, 10), "SW1A 1AA", "SE1 9GP", declared_value=0)
    assert q.line("insurance") is None
    assert q.total == 837


def test_positive_values_unchanged():
    assert insurance_fee(1) == 1
    assert insurance_fee(5000) == 75
    q = quote(Parcel(1.5, 20, 15, 10), "SW1A 1AA", "SE1 9GP", declared_value=5000)
    assert q.line("insurance").pence == 75
