from conftest import ANN, BOB, TIA
from routeset import Ascent, band_counts, route_card, setter_report, wall_report


def test_route_cards(book):
    assert route_card(book.get(1)) == "#1 slab green V1 / 5 (beginner) by sam"
    assert route_card(book.get(4)) == "#4 roof black V9 / 7c (elite) by tia - spotter"
    assert route_card(book.retire(TIA, 3)) == "#3 cave red V4 / 6b (intermediate) by tia [retired]"


def test_wall_report(book, log):
    log.log(ANN, Ascent("ann", 2, "flash", day=3))
    log.log(BOB, Ascent("bob", 2, "redpoint", day=3))
    lines = wall_report(book, log, "cave")
    assert lines[0] == "== cave =="
    assert lines[1].startswith("#3 cave red V4") and lines[1].endswith(": 0 climber(s)")
    assert len(lines) == 3


def test_band_counts(book):
    counts = band_counts(book)
    assert (counts["beginner"], counts["elite"]) == (1, 1)


def test_setter_report_and_oldest(book, log):
    log.log(ANN, Ascent("ann", 2, "flash", day=3))
    assert setter_report(book, log) == ["sam: 2 route(s), V1-V5, 1 ascent(s)", "tia: 2 route(s), V4-V9, 0 ascent(s)"]
    assert book.oldest_active("cave").id == 2
    assert [r.id for r in book.by_setter("tia")] == [3, 4]
