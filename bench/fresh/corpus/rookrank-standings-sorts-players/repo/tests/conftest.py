import pytest

from rookrank import Player, Tournament


def club():
    return [Player("ann", 1850, 40), Player("bob", 1720, 35), Player("cy", 1600, 12),
            Player("dee", 1990, 60), Player("eve", 1540, 30)]


@pytest.fixture
def players():
    return club()


@pytest.fixture
def tournament():
    return Tournament("Club championship", club())


def play(t, lines):
    """Record 'white - black result' lines, all in round 1 unless 'N: ' is given first."""
    for line in lines:
        rnd, _, rest = line.partition(": ") if ": " in line else ("1", "", line)
        t.record_line(int(rnd), rest)
    return t
