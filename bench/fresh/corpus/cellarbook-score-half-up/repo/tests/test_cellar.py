import pytest

from cellarbook import Cellar, CellarError, Denied
from conftest import ADA, ANN, BOB, CLUB, PRIVATE, SUE, bottle


def test_bottles_fill_the_racks_in_order(cellar):
    assert [cellar.place_of(b.id) for b in CLUB[:4]] == ["R/A1", "R/A2", "R/A3", "R/B1"]
    assert cellar.place_of("S1") == "S/A2"
    assert [b.id for b in cellar.bottles()] == ["C1", "C2", "C3", "C4", "C5", "A1", "B1", "S1"]


def test_stocking_rules():
    c = Cellar("main", {"R": (1, 2)})
    with pytest.raises(Denied):
        c.add(ANN, CLUB[0], 2026)
    assert c.add(ANN, PRIVATE[0], 2026, place="R/A2") == "R/A2"
    with pytest.raises(CellarError):
        c.add(ANN, PRIVATE[0], 2026)
    c.add(SUE, CLUB[1], 2026)
    with pytest.raises(CellarError):
        c.add(SUE, CLUB[2], 2026)


def test_withdraw_own_bottle(cellar):
    assert cellar.withdraw(ANN, "A1", 2026) == PRIVATE[0]
    assert [m.action for m in cellar.history("A1")] == ["in", "out"]
    with pytest.raises(CellarError):
        cellar.bottle("A1")


def test_withdraw_of_someone_elses_bottle_is_denied(cellar):
    with pytest.raises(Denied):
        cellar.withdraw(BOB, "A1", 2026)
    with pytest.raises(Denied):
        cellar.withdraw(ANN, "C1", 2026)


def test_serve_a_ready_club_bottle(cellar):
    assert cellar.serve(SUE, "C1", 2026).id == "C1"
    assert cellar.history("C1")[-1].action == "served"
    with pytest.raises(Denied):
        cellar.serve(ANN, "C5", 2026)


def test_serving_needs_a_bottle_in_its_window(cellar):
    with pytest.raises(CellarError, match="too young"):
        cellar.serve(SUE, "C2", 2026)
    with pytest.raises(CellarError, match="past"):
        cellar.serve(SUE, "C3", 2026)


def test_move_and_find(cellar):
    assert cellar.move(ANN, "A1", "S/A4", 2026) == "S/A4"
    with pytest.raises(Denied):
        cellar.move(BOB, "A1", "S/A3", 2026)
    assert cellar.place_of("A1") == "S/A4"
    assert [b.id for b in cellar.find(region="loire")] == ["C2", "C5"]
    assert [b.id for b in cellar.find(owner="club", colour="red")] == ["C1", "C3", "C5"]


def test_takeable(cellar):
    assert [b.id for b in cellar.takeable(ANN)] == ["A1"]
    assert len(cellar.takeable(ADA)) == 8
