import pytest

from plotshare import Allocations, Member, PlotMap

CORA = Member("cora", role="coordinator", garden="A")
BEN = Member("ben", role="coordinator", garden="B")
ADA = Member("ada", role="admin")
MILO = Member("milo")
NINA = Member("nina")


@pytest.fixture
def plots():
    return PlotMap.from_areas({"A-1": 40, "A-2": 55.5, "A-3": 30, "B-1": 60, "B-2": 45, "B-12": 50})


@pytest.fixture
def book(plots):
    return Allocations(plots)
