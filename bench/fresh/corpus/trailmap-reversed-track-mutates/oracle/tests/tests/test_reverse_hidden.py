from conftest import track_of
from trailmap import summary


def test_reversed_route_leaves_the_route(route):
    names = route.names()
    ups = [t.elevations() for _, t in route.stages]
    route.reversed()
    assert route.names() == names
    assert [t.elevations() for _, t in route.stages] == ups


def test_reversed_track_is_independent(hill):
    back = hill.reversed()
    back.points.append(back.points[-1])
    assert len(hill) == 6
    assert hill.reversed().reversed().points == hill.points


def test_summary_after_planning_the_way_back(route):
    first = summary(route)
    route.reversed()
    assert summary(route) == first


def test_reversed_route_walks_each_stage_backwards(route):
    back = route.reversed()
    assert back.stage("up").elevations() == [600, 560, 520, 500]
    assert back.stage("ridge").elevations() == [1000, 1040, 1060, 1030, 1010, 1000]
    assert back.stage("down").ascent() == 100.0


def test_reversed_values(hill):
    start, end, up, km = hill.points[0], hill.points[-1], hill.ascent(), hill.length_km()
    back = hill.reversed()
    assert (back.points[0], back.points[-1]) == (end, start)
    assert back.descent() == up
    assert round(back.length_km(), 6) == round(km, 6)
