from cellarbook import oldest_first, ready_list, summary
from conftest import CLUB, PRIVATE


def test_oldest_first_leaves_the_list_alone(cellar):
    bottles = cellar.bottles()
    assert [b.id for b in oldest_first(bottles)][:3] == ["C3", "C1", "A1"]
    assert [b.id for b in bottles] == ["C1", "C2", "C3", "C4", "C5", "A1", "B1", "S1"]


def test_reports_return_new_lists():
    bottles = [*PRIVATE, *CLUB]
    before = list(bottles)
    assert ready_list(bottles, 2040) is not bottles and oldest_first(bottles) is not bottles
    assert bottles == before


def test_reports_of_tuples_and_generators():
    assert [b.id for b in ready_list(tuple(CLUB), 2026)] == ["C5", "C1"]
    assert [b.id for b in oldest_first(b for b in PRIVATE)] == ["A1", "S1", "B1"]


def test_ready_list_order():
    assert [b.id for b in ready_list([*PRIVATE, *CLUB], 2026)] == ["C5", "S1", "B1", "C1", "A1"]
    assert [b.id for b in ready_list([*CLUB, *PRIVATE], 2030)] == ["S1", "B1", "C1", "A1", "C2"]


def test_oldest_first_order_and_summary(cellar, notes):
    assert [b.id for b in oldest_first([*CLUB, *PRIVATE])] == ["C3", "C1", "A1", "S1", "C5", "C2", "B1", "C4"]
    s = summary(cellar.bottles(), notes, 2029)
    assert (s["bottles"], s["ready"], s["last_chance"], s["average"]) == (8, 6, ["C5"], 91)
