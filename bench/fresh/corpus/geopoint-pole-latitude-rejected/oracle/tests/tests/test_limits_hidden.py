import pytest

from geopoint import (BBox, Point, RangeError, check_longitude, format_dms, parse_angle,
                      parse_point)


def test_south_pole_and_antimeridian():
    assert Point(-90, 0).lat == -90.0
    assert Point(0, 180).lon == 180.0
    assert check_longitude(-180) == -180.0


def test_parsing_and_formatting_the_limits():
    assert parse_angle("90 N") == (90.0, "lat")
    assert parse_angle("180°00'00\"W") == (-180.0, "lon")
    assert parse_point("-90, 180") == (-90.0, 180.0)
    assert format_dms(-180, "lon") == "180°00'00.0\"W"


def test_boxes_up_to_the_limits():
    box = BBox(88.0, 170.0, 89.5, 179.0).expand(1.5)
    assert (box.south, box.west, box.north, box.east) == (86.5, 168.5, 90.0, 180.0)
    assert BBox(-90, -180, 90, 180).contains((90, 180))


def test_just_outside_is_still_rejected():
    for lat in (90.0001, -90.5, 91):
        with pytest.raises(RangeError):
            Point(lat, 0)
    for lon in (180.0001, -180.5):
        with pytest.raises(RangeError):
            Point(0, lon)
    with pytest.raises(RangeError):
        parse_angle("90 0 1 S")


def test_inside_values_unchanged():
    assert Point(89.999999, -179.999999) == Point(89.999999, -179.999999)
    assert parse_angle("89 59 59.9 N")[0] == pytest.approx(89.99997222)
