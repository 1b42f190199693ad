import pytest

from castfeed import Episode, Feed, Listener, ProgressLog

ANN = Listener("ann")
SUB = Listener("sub", subscriber=True)
HOST = Listener("hal", role="host", show="night-shift")
GUEST = Listener("gus", role="host", show="day-shift")
ADA = Listener("ada", role="admin")


def episodes():
    return [
        Episode(1, "Pilot", "night-shift", 1, 1, 2530, day=3, tags={"intro"}),
        Episode(2, "The Long Night", "night-shift", 1, 2, 3723, day=10, tags={"Interview"}),
        Episode(3, "Letters from Listeners", "night-shift", 1, 3, 900, day=12, premium=True,
                tags={"bonus", "mailbag"}),
        Episode(4, "Trailer", "night-shift", 2, 1, 45, day=20, tags={"trailer"}),
        Episode(5, "The Return", "night-shift", 2, 2, 1800, day=21, premium=True, tags={"interview"}),
    ]


@pytest.fixture
def feed():
    f = Feed("night-shift")
    for e in episodes():
        f.add(e)
    return f


@pytest.fixture
def log(feed):
    return ProgressLog(feed)
