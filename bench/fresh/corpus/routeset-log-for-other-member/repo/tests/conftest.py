import pytest

from routeset import AscentLog, Member, RouteBook

ANN = Member("ann")
BOB = Member("bob")
SAM = Member("sam", role="setter")
TIA = Member("tia", role="setter")
ADA = Member("ada", role="admin")
OUT = Member("oli", role="admin", gym="north")


@pytest.fixture
def book():
    b = RouteBook()
    b.add(SAM, "slab", "V1", colour="green", day=1)     # 1
    b.add(SAM, "cave", "V5", colour="blue", day=2)      # 2
    b.add(TIA, "cave", "6b", colour="red", day=2)       # 3  (V4)
    b.add(TIA, "roof", "V9", colour="black", day=3)     # 4
    return b


@pytest.fixture
def log(book):
    return AscentLog(book)
