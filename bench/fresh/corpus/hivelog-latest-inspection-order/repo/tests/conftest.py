import pytest

from hivelog import Apiary, Colony, MiteBook


@pytest.fixture
def apiary():
    a = Apiary("hillside")
    a.add_colony(Colony("h1", "north", 14, boxes=2, queen_year=2023))
    a.add_colony(Colony("h2", "north", 4))
    a.add_colony(Colony("h3", "north", 8))
    a.add_colony(Colony("h4", "south", 6, queen_year=2024))
    return a


@pytest.fixture
def mites():
    return MiteBook()
