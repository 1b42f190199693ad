import pytest

from trailmap import Route, Track, profile_points


def track_of(elevations, run_m=100.0, lat=46.0):
    return Track(profile_points(run_m, elevations, lat=lat))


@pytest.fixture
def hill():
    return track_of([1000, 1010, 1030, 1060, 1040, 1000])


@pytest.fixture
def route(hill):
    return Route([("up", track_of([500, 520, 560, 600])), ("ridge", hill),
                  ("down", track_of([600, 560, 520, 500], lat=47.0))])
