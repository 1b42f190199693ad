import pytest

from geopoint import Point, area_km2, close_ring, perimeter_km, track_length_km


def square():
    return [(0, 0), (0, 1), (1, 1), (1, 0)]


def test_close_ring():
    ring = close_ring(square())
    assert len(ring) == 5 and ring[0] == ring[-1] == Point(0, 0)
    assert close_ring(ring) == ring


def test_ring_needs_three_points():
    with pytest.raises(ValueError):
        close_ring([(0, 0), (1, 1)])
    with pytest.raises(ValueError):
        area_km2([(0, 0), (0, 1)])


def test_perimeter_and_track():
    assert perimeter_km(square()) == pytest.approx(444.76, abs=0.05)
    assert track_length_km(square()) == pytest.approx(333.57, abs=0.05)
    assert track_length_km([(0, 0)]) == 0


def test_area():
    assert area_km2(square()) == pytest.approx(12364.0, rel=0.001)
    assert area_km2(square()[::-1]) == area_km2(square())
    assert area_km2(close_ring(square())) == area_km2(square())
