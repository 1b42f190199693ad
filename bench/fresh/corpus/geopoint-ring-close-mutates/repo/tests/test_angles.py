import pytest

from geopoint import (RangeError, check_latitude, check_longitude, join_dms, normalize_longitude,
                      split_dm, split_dms)


def test_ranges_accept_ordinary_values():
    assert check_latitude(48.8566) == 48.8566
    assert check_longitude("-122.42") == -122.42
    assert check_latitude(0) == 0.0


def test_ranges_reject_out_of_range_and_junk():
    with pytest.raises(RangeError):
        check_latitude(90.5)
    with pytest.raises(RangeError):
        check_longitude(-181)
    with pytest.raises(RangeError):
        check_latitude(float("nan"))
    with pytest.raises(RangeError):
        check_longitude("east")


def test_normalize_longitude():
    assert normalize_longitude(190) == -170
    assert normalize_longitude(-190) == 170
    assert normalize_longitude(360) == 0.0
    assert normalize_longitude(-45.5) == -45.5


def test_split_dms_and_dm():
    assert split_dms(48.8566) == (1, 48, 51, 23.8)
    assert split_dms(-33.8688, 2) == (-1, 33, 52, 7.68)
    assert split_dm(48.8566) == (1, 48, 51.396)
    assert split_dm(-0.25, 1) == (-1, 0, 15.0)


def test_join_dms():
    assert join_dms(1, 48, 51, 23.76) == pytest.approx(48.8566)
    assert join_dms(-1, 0, 30) == -0.5
    with pytest.raises(RangeError):
        join_dms(1, 10, 60)
    with pytest.raises(RangeError):
        join_dms(1, 10, 5, 60.0)
