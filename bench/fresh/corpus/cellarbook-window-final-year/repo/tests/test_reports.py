from cellarbook import by_colour, club_average, inventory, oldest_first, ready_list, summary
from conftest import CLUB, PRIVATE


def test_inventory_and_colours():
    assert inventory(CLUB + PRIVATE) == {"Bordeaux": 1, "Champagne": 1, "Loire": 2, "Mosel": 1, "Piedmont": 1, "Rioja": 1, "Rhone": 1}
    assert by_colour(CLUB) == {"red": 3, "white": 1, "sparkling": 1}


def test_ready_list():
    ready = ready_list([*CLUB, *PRIVATE], 2026)
    assert ready[0].id == "C5" and len(ready) == 5
    assert ready_list([*CLUB], 2015) == []


def test_oldest_first():
    assert [b.id for b in oldest_first([*CLUB])] == ["C3", "C1", "C5", "C2", "C4"]


def test_club_average(notes):
    assert club_average(notes[:3]) == 91 and club_average([]) is None


def test_summary(cellar, notes):
    s = summary(cellar.bottles(), notes, 2026)
    assert (s["bottles"], s["ready"]) == (8, 5)
    assert s["regions"]["Loire"] == 2
