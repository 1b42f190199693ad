import pytest

from geopoint import Point, area_km2, close_ring, perimeter_km, track_length_km


def square():
    return [(0, 0), (0, 2), (2, 2), (2, 0)]


def test_area_and_close_ring_leave_the_points_alone():
    pts = square()
    area_km2(pts)
    assert pts == square()
    close_ring(pts)
    assert pts == square()


def test_tuples_and_generators_are_accepted():
    assert perimeter_km(tuple(square())) == pytest.approx(889.425, abs=0.01)
    assert area_km2(tuple(square())) == pytest.approx(49449.85, abs=0.1)
    assert len(close_ring(p for p in square())) == 5


def test_track_after_perimeter_is_still_open():
    pts = square()
    perimeter_km(pts)
    area_km2(pts)
    assert track_length_km(pts) == pytest.approx(667.035, abs=0.01)


def test_values_are_unchanged():
    assert perimeter_km(square()) == pytest.approx(889.425, abs=0.01)
    assert area_km2([(10, 10), (10, 11), (11, 10.5)]) == pytest.approx(6081.90, abs=0.01)
    closed = close_ring(square())
    assert closed[0] == closed[-1] == Point(0, 0) and close_ring(closed) == closed
    assert perimeter_km(closed) == perimeter_km(square())


def test_ring_needs_three_points():
    with pytest.raises(ValueError):
        close_ring([(0, 0), (1, 1)])
    with pytest.raises(ValueError):
        area_km2([(0, 0), (0, 1)])
