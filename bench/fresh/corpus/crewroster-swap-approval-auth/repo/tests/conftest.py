import pytest

from crewroster import Member, Roster, Shift

MIA = Member("mia", "day", "manager")
NOAH = Member("noah", "night", "manager")
ALI = Member("ali", "day", skills={"forklift"})
BEA = Member("bea", "day")
CAL = Member("cal", "day")
LEO = Member("leo", "day", "lead")
ROY = Member("roy", "hq", "admin")
NED = Member("ned", "night")


@pytest.fixture
def roster():
    r = Roster()
    for m in (MIA, NOAH, ALI, BEA, CAL, LEO, ROY, NED):
        r.add_member(m)
    r.add_shift(MIA, Shift("d1", "mon", "06:00", "14:00", "day", slots=2))
    r.add_shift(MIA, Shift("d2", "mon", "14:00", "22:00", "day"))
    r.add_shift(MIA, Shift("d3", "tue", "06:00", "14:00", "day", skill="forklift"))
    r.add_shift(MIA, Shift("d4", "wed", "08:00", "16:00", "day", slots=3))
    r.add_shift(NOAH, Shift("n1", "mon", "22:00", "06:00", "night"))
    return r
