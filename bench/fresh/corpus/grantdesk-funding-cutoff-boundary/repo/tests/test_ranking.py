import pytest

from grantdesk import Forbidden, GrantError, bands, money_summary, standings_table

from conftest import ALMA, BEN, CATO, CHAD, KIT, ROB, SMALL, scored


def test_standings_best_first(desk):
    scored(desk, ALMA, "Moss", SMALL, 7, 8)
    scored(desk, BEN, "Kelp", KIT, 9, 8)
    scored(desk, CATO, "Lichen", [("staff", 10000)], 5, 6)
    assert [e.title for e in desk.standings()] == ["Kelp", "Moss", "Lichen"]
    assert bands(desk.standings()) == {"fund": ["A002", "A001"], "reserve": [],
                                       "decline": ["A003"]}


def test_equal_average_cheaper_first(desk):
    scored(desk, ALMA, "Moss", [("staff", 60000)], 8, 8)
    scored(desk, BEN, "Kelp", [("staff", 30000)], 8, 8)
    assert [e.title for e in desk.standings()] == ["Kelp", "Moss"]


def test_decide_funds_while_money_lasts(desk):
    scored(desk, ALMA, "Moss", SMALL, 9, 9)
    scored(desk, BEN, "Kelp", KIT, 8, 8)
    scored(desk, CATO, "Big", [("staff", 60000), ("equipment", 8000)], 7.5, 7.5)
    scored(desk, ALMA, "Lichen", [("staff", 30000)], 7, 7)
    funded = desk.decide(CHAD)
    assert [e.title for e in funded][:2] == ["Moss", "Kelp"]
    assert money_summary(funded, desk.call.money).startswith(f"{len(funded)} funded")


def test_decide_is_for_the_chair_and_final(desk):
    app = scored(desk, ALMA, "Moss", SMALL, 9, 9)
    with pytest.raises(Forbidden):
        desk.decide(ROB)
    desk.decide(CHAD)
    with pytest.raises(GrantError):
        desk.score(ROB, app.id, 3)


def test_table(desk):
    scored(desk, ALMA, "Moss", SMALL, 7, 8)
    lines = standings_table(desk.standings()).splitlines()
    assert lines[1] == " 1 A001   7.50 fund       54000  Moss"


def test_money_summary_of_nothing():
    assert money_summary([], 100) == "0 funded, 0 of 100 euros, 100 left"


def test_declined_entries_are_not_funded(desk):
    scored(desk, ALMA, "Moss", SMALL, 3, 4)
    assert desk.decide(CHAD) == []
