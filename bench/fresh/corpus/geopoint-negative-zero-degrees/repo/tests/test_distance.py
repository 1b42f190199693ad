import pytest

from geopoint import compass_point, haversine_km, initial_bearing

PARIS = (48.8566, 2.3522)
LONDON = (51.5074, -0.1278)


def test_haversine():
    assert haversine_km(PARIS, LONDON) == pytest.approx(343.56, abs=0.05)
    assert haversine_km(PARIS, PARIS) == 0.0
    assert haversine_km((0, 0), (0, 1)) == pytest.approx(111.195, abs=0.001)


def test_bearing_and_compass():
    assert initial_bearing((0, 0), (1, 0)) == pytest.approx(0.0)
    assert initial_bearing((0, 0), (0, -1)) == pytest.approx(270.0)
    assert compass_point(initial_bearing(PARIS, LONDON)) == "NW"
    assert [compass_point(b) for b in (0, 22.4, 22.5, 359, 181)] == ["N", "N", "NE", "N", "S"]
