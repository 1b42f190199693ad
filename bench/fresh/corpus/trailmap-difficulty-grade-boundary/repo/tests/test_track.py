import pytest

from conftest import track_of
from trailmap import Track, TrailError, profile_points


def test_length_of_a_profile():
    assert round(track_of([0, 0, 0], run_m=500).length_km(), 3) == 1.0


def test_ascent_and_descent(hill):
    assert hill.ascent() == 60.0
    assert hill.descent() == 60.0


def test_small_jitter_is_ignored():
    t = track_of([1000, 1003, 1001, 1004, 1002, 1003])
    assert t.ascent() == 0.0
    assert t.descent() == 0.0
    assert track_of([0, 10, 0, 10]).ascent(threshold=20) == 0.0


def test_threshold_can_be_changed(hill):
    assert hill.ascent(threshold=10) == 60.0
    assert hill.descent(threshold=10) == 60.0


def test_highest_and_len(hill):
    assert hill.highest().ele == 1060
    assert len(hill) == 6


def test_reversed_runs_the_other_way(hill):
    back = hill.reversed()
    assert back.elevations() == [1000, 1040, 1060, 1030, 1010, 1000]
    assert back.ascent() == hill.descent()


def test_split():
    t = track_of([0, 10, 20, 30, 40], run_m=250)
    a, b = t.split(0.49)
    assert len(a) == 3 and len(b) == 3
    assert a.points[-1] == b.points[0]
    with pytest.raises(TrailError):
        t.split(5.0)


def test_track_needs_two_points():
    with pytest.raises(TrailError):
        Track(profile_points(100, [5]))


def test_profile_and_simplify():
    t = track_of([0, 5, 10, 15, 20], run_m=100)
    assert t.profile()[-1] == (0.4, 20)
    s = t.simplify(0.19)
    assert s.elevations() == [0, 10, 20]
    assert t.lowest().ele == 0
