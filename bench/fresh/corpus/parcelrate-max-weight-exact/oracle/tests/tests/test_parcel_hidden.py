import pytest

from parcelrate import Parcel, ParcelError, quote


def test_longest_side_at_the_limit():
    p = Parcel(5.0, 150, 40, 30)
    assert p.longest_side == 150
    assert Parcel(5.0, 30, 150, 20).longest_side == 150


def test_quote_at_the_weight_limit():
    q = quote(Parcel(30.0, 60, 40, 30), "SW1A 1AA", "SW19 5AE", fuel_percent=0)
    assert q.total == 2900


def test_all_limits_at_once():
    p = Parcel(30.0, 150, 40, 35)
    assert p.girth == 300


def test_over_the_limits_still_refused():
    for args in ((30.01, 60, 40, 30), (31.0, 60, 40, 30), (45, 10, 10, 10),
                 (5.0, 150.5, 40, 30), (5.0, 20, 151, 10), (5.0, 150, 40, 36)):
        with pytest.raises(ParcelError):
            Parcel(*args)


def test_girth_at_the_limit_accepted():
    assert Parcel(2.0, 100, 50, 50).girth == 300
