import pytest

from cellarbook import Cellar, Denied, Member, may_take
from conftest import ADA, ANN, BOB, CLUB, PRIVATE, SUE, TED, bottle


def test_stewards_may_not_take_private_bottles_of_others():
    assert not may_take(SUE, PRIVATE[0], "main") and not may_take(SUE, PRIVATE[1], "main")
    mine = bottle("T1", owner="uma")
    assert not may_take(TED, mine, "annex") and may_take(Member("uma", cellar="annex"), mine, "annex")


def test_steward_may_not_serve_a_private_bottle(cellar):
    with pytest.raises(Denied):
        cellar.serve(SUE, "B1", 2026)
    assert cellar.place_of("B1") == "S/A1"


def test_bottles_a_steward_may_take(cellar):
    assert [b.id for b in cellar.takeable(SUE)] == ["C1", "C2", "C3", "C4", "C5", "S1"]


def test_owners_take_their_own_bottles(cellar):
    assert may_take(SUE, PRIVATE[2], "main")
    assert cellar.withdraw(SUE, "S1", 2026).owner == "sue"
    assert cellar.withdraw(BOB, "B1", 2026).owner == "bob"
    assert [b.id for b in cellar.takeable(ANN)] == ["A1"] and cellar.takeable(BOB) == []


def test_admins_club_bottles_and_other_cellars(cellar):
    assert cellar.withdraw(ADA, "A1", 2026).id == "A1"
    assert cellar.withdraw(SUE, "C4", 2026).id == "C4"
    with pytest.raises(Denied):
        cellar.withdraw(TED, "C1", 2026)
    with pytest.raises(Denied):
        cellar.withdraw(ANN, "C5", 2026)
    assert not may_take(ANN, CLUB[0], "main") and may_take(ADA, PRIVATE[0], "annex")
