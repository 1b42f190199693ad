from conftest import track_of
from trailmap import Route


def test_steady_descent_adds_up():
    t = track_of([1020 - 2.5 * i for i in range(9)], run_m=20)
    assert t.descent() == 20.0
    assert t.ascent() == 0.0


def test_slow_climb_then_drop():
    t = track_of([0, 1, 2, 3, 4, 5, 6, 0, -6])
    assert t.ascent() == 5.0
    assert t.descent() == 11.0
    assert track_of([0, 3, 6, 9]).ascent() == 6.0


def test_route_totals_of_slow_stages():
    up = track_of([500 + 3 * i for i in range(9)], run_m=30)
    down = track_of([524 - 3 * i for i in range(9)], run_m=30, lat=47.0)
    r = Route([("up", up), ("down", down)])
    assert r.ascent() == 24.0
    assert r.descent() == 24.0


def test_jitter_is_still_ignored():
    t = track_of([1000, 1003, 1001, 1004, 1002, 1003])
    assert t.ascent() == 0.0
    assert t.descent() == 0.0
    assert track_of([0, 4, 0, 4, 0]).ascent() == 0.0
    assert track_of([0, 10, 0, 10]).ascent(threshold=20) == 0.0
    assert track_of([0, 1, 0, 1, 0, 1]).ascent(threshold=1) == 3.0


def test_big_steps_unchanged(hill):
    assert hill.ascent() == 60.0
    assert track_of([0, 10, 0, 10]).ascent(threshold=20) == 0.0
    assert track_of([0, 10, 4, 12]).ascent() == 18.0
    assert track_of([0, 10, 4, 12]).descent() == 6.0
