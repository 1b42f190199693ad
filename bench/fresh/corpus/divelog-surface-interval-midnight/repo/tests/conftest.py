import pytest

from divelog import Dive, Diver, Logbook

IDA = Diver("ida", role="instructor")
IAN = Diver("ian", role="instructor")
SAM = Diver("sam", role="student", instructor="ida")
SUE = Diver("sue", role="student", instructor="ian")
DAN = Diver("dan")
ADA = Diver("ada", role="admin")


@pytest.fixture
def book():
    return Logbook([IDA, IAN, SAM, SUE, DAN, ADA])


def dive(diver="dan", date="2026-05-01", site="Blue Hole", depth=18.0, minutes=40,
         start="09:00", training=False):
    return Dive(diver, date, site, depth, minutes, start, training=training)
