import pytest

from kilnfire import Kiln, Schedule, Segment


@pytest.fixture
def glaze():
    return Schedule("cone 6 glaze", [Segment(100, 600), Segment(150, 1100), Segment(60, 1222, hold=15)])


@pytest.fixture
def bisque():
    return Schedule("bisque 04", [Segment(80, 200, hold=30), Segment(120, 1063, hold=10), Segment(200, 700)])


@pytest.fixture
def kiln():
    return Kiln("big skutt", max_temp=1290, max_rate=500, kw=11.5)
