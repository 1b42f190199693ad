import pytest

from knitgauge import Gauge, Library, User, Yarn

DANA = User("dana", "designer")
OLAF = User("olaf", "designer")
TESS = User("tess", "tester")
ADAM = User("adam", "admin")
RITA = User("rita", "reader")


@pytest.fixture
def gauge():
    return Gauge(stitches=22, rows=30)


@pytest.fixture
def merino():
    return Yarn("merino dk", metres=200, cents=850)


@pytest.fixture
def library():
    lib = Library()
    lib.publish(DANA, "Harbour Pullover", {"S": 92, "M": 100, "L": 110})
    lib.publish(OLAF, "Fjord Cardigan", {"M": 104, "XL": 124})
    return lib
