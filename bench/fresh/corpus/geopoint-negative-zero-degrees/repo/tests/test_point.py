import pytest

from geopoint import BBox, Point, RangeError, as_point


def test_point_validation():
    p = Point("48.8566", 2.3522)
    assert p.lat == 48.8566 and p.lon == 2.3522
    with pytest.raises(RangeError):
        Point(-91, 0)
    with pytest.raises(RangeError):
        Point(0, 200)


def test_point_text_round_trip():
    p = Point.from_text("33°52'7.68\"S, 151°12'33.48\"E")
    assert p.rounded(4) == Point(-33.8688, 151.2093)
    assert p.to_text("dm") == "33°52.128'S 151°12.558'E"
    assert as_point((1, 2)) == Point(1, 2)
    with pytest.raises(TypeError):
        as_point(5)


def test_bbox_of_points():
    box = BBox.of([(48.85, 2.35), (51.5, -0.12), (52.52, 13.4)])
    assert (box.south, box.west, box.north, box.east) == (48.85, -0.12, 52.52, 13.4)
    assert box.contains((50.0, 5.0))
    assert not box.contains((47.0, 5.0))
    assert box.center() == Point((48.85 + 52.52) / 2, (13.4 - 0.12) / 2)


def test_bbox_validation_and_expand():
    with pytest.raises(ValueError):
        BBox(10, 0, 5, 1)
    with pytest.raises(ValueError):
        BBox.of([])
    box = BBox(80.0, 10.0, 85.5, 20.0).expand(1.5)
    assert (box.south, box.west, box.north, box.east) == (78.5, 8.5, 87.0, 21.5)
    with pytest.raises(ValueError):
        box.expand(-1)
