import pytest

from cellarbook import Bottle, Cellar, Member, Note

ANN = Member("ann")
BOB = Member("bob")
SUE = Member("sue", role="steward")
TED = Member("ted", role="steward", cellar="annex")
ADA = Member("ada", role="admin", cellar="hq")
GIL = Member("gil", role="guest")

YEAR = 2026


def bottle(id, vintage=2018, region="Loire", **kw):
    kw.setdefault("producer", "Domaine Rey")
    kw.setdefault("wine", "Chinon")
    return Bottle(id, vintage=vintage, region=region, **kw)


CLUB = [
    bottle("C1", 2015, "Rioja", producer="Bodegas Lar", wine="Reserva", drink_from=2020, drink_until=2032),
    bottle("C2", 2020, "Loire", colour="white", wine="Vouvray", drink_from=2027, drink_until=2040),
    bottle("C3", 2010, "Bordeaux", producer="Chateau Vim", wine="Pauillac", drink_from=2016, drink_until=2024),
    bottle("C4", None, "Champagne", producer="Maison Dor", wine="Brut", colour="sparkling"),
    bottle("C5", 2019, "Loire", drink_from=2023, drink_until=2029),
]
PRIVATE = [
    bottle("A1", 2016, "Piedmont", producer="Cascina Bel", wine="Barolo", drink_from=2024, drink_until=2036, owner="ann"),
    bottle("B1", 2021, "Mosel", producer="Weingut Ott", wine="Riesling", colour="white", drink_from=2023, drink_until=2030, owner="bob"),
    bottle("S1", 2017, "Rhone", producer="Clos Sol", wine="Gigondas", drink_from=2022, drink_until=2030, owner="sue"),
]


@pytest.fixture
def cellar():
    c = Cellar("main", {"R": (2, 3), "S": (1, 4)})
    for b in CLUB:
        c.add(SUE, b, 2024)
    for b in PRIVATE:
        c.add(Member(b.owner), b, 2025)
    return c


@pytest.fixture
def notes():
    return [
        Note("C1", "ann", 90, YEAR), Note("C1", "bob", 92, YEAR), Note("C1", "sue", 91, YEAR),
        Note("C5", "ann", 88, YEAR), Note("C5", "sue", 89, YEAR),
        Note("A1", "ann", 95, YEAR), Note("A1", "sue", 93, YEAR),
    ]
