import pytest

from trailmap import Point, TrailError, bearing_deg, compass, haversine_km, parse_point


def test_haversine_known_distance():
    assert round(haversine_km(46.0, 8.0, 47.0, 8.0), 2) == 111.19
    assert haversine_km(46.0, 8.0, 46.0, 8.0) == 0.0


def test_bearing_and_compass():
    assert bearing_deg(46.0, 8.0, 47.0, 8.0) == 0.0
    assert bearing_deg(46.0, 8.0, 46.0, 9.0) == 89.6
    assert compass(89.6) == "E"
    assert compass(350.0) == "N"
    assert compass(200.0) == "S"


def test_parse_point():
    assert parse_point("46.5, 8.0") == Point(46.5, 8.0, 0.0)
    assert parse_point("46.5,8.0,1200") == Point(46.5, 8.0, 1200.0)
    for bad in ("46.5", "a,b", "46.5,,3", "1,2,3,4"):
        with pytest.raises(TrailError):
            parse_point(bad)


def test_point_ranges():
    with pytest.raises(TrailError):
        Point(91.0, 0.0)
    with pytest.raises(TrailError):
        Point(0.0, -181.0)


def test_parse_track_text_and_box():
    from trailmap import bounding_box, parse_track_text
    pts = parse_track_text("# start\n46.0,8.0,500\n\n46.1, 8.2 ,650  # hut\n")
    assert pts == [Point(46.0, 8.0, 500.0), Point(46.1, 8.2, 650.0)]
    assert bounding_box(pts) == (46.0, 8.0, 46.1, 8.2)
    with pytest.raises(TrailError, match="line 2"):
        parse_track_text("46,8\nnope\n")


def test_destination_and_midpoint():
    from trailmap import destination, midpoint
    lat, lon = destination(46.0, 8.0, 0.0, 111.195)
    assert (round(lat, 4), lon) == (47.0, 8.0)
    lat, lon = destination(46.0, 8.0, 90.0, 10.0)
    assert round(lat, 3) == 46.0 and round(lon, 3) == 8.129
    assert midpoint(46.0, 8.0, 47.0, 8.0) == (46.5, 8.0)
