import pytest

from conftest import track_of
from trailmap import Route, TrailError, hardest_first, summary


def test_route_totals(route):
    assert route.names() == ["up", "ridge", "down"]
    assert route.ascent() == 160.0
    assert route.descent() == 160.0
    assert round(route.length_km(), 1) == 1.1


def test_stage_lookup(route):
    assert route.stage("ridge").highest().ele == 1060
    with pytest.raises(TrailError):
        route.stage("nowhere")


def test_route_validation(hill):
    with pytest.raises(TrailError):
        Route([])
    with pytest.raises(TrailError):
        Route([("a", hill), ("a", hill)])


def test_reversed_route(route):
    back = route.reversed()
    assert back.names() == ["down", "ridge", "up"]
    assert back.ascent() == route.descent()


def test_summary(route):
    lines = summary(route)
    assert len(lines) == 4
    assert lines[0].startswith("up: 0.3 km, +100 m / -0 m")
    assert lines[-1].startswith("total: 1.1 km, +160 m")


def test_hardest_first(route):
    assert hardest_first(route) == ["up", "ridge", "down"]


def test_longest_and_added_stages(route):
    from trailmap import profile_chart
    assert route.longest_stage() == "ridge"
    longer = route.with_stage("extra", track_of([0, 0], run_m=50, lat=48.0))
    assert longer.names()[-1] == "extra" and len(route.names()) == 3
    assert route.stages_over(0.4) == ["ridge"]
    assert profile_chart(route.stage("ridge"), width=6) == " .=#+ "


def test_days_and_label_counts(route):
    from trailmap import label_counts
    assert route.days(0.2) == [["up"], ["ridge"], ["down"]]
    assert route.days(10) == [["up", "ridge", "down"]]
    assert label_counts([1, 10, 20, 30, -2]) == {"T1": 2, "T2": 1, "T3": 1, "T4": 1}
