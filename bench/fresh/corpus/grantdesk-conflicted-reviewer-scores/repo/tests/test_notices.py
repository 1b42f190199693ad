import pytest

from grantdesk import Forbidden, GrantError, check_ready, letters, missing_reviews, reviewer_load

from conftest import ADA, ALMA, BEN, CHAD, KIT, ROB, RUTH, SMALL, scored


def test_letters_after_the_decision(desk):
    scored(desk, ALMA, "Moss", SMALL, 9, 9)
    scored(desk, BEN, "Kelp", KIT, 3, 4)
    out = letters(desk, desk.decide(CHAD))
    assert out == {
        "A001": "Dear alma, your application A001 'Moss' is funded with 54000 euros.",
        "A002": "Dear ben, we regret that your application A002 'Kelp' is not funded.",
    }


def test_loads_and_missing_reviews(desk):
    scored(desk, ALMA, "Moss", SMALL, 9)
    scored(desk, BEN, "Kelp", KIT, 7, 8)
    assert reviewer_load(desk) == {"rob": 2, "ruth": 1}
    assert missing_reviews(desk) == [("A001", 1)]
    with pytest.raises(GrantError):
        check_ready(desk)


def test_withdraw(desk):
    a = desk.submit(ALMA, "Moss", SMALL)
    with pytest.raises(Forbidden):
        desk.withdraw(BEN, a.id)
    assert desk.withdraw(ALMA, a.id) is a
    b = desk.submit(BEN, "Kelp", KIT)
    assert b.id == "A002"
    assert desk.withdraw(ADA, b.id) is b
    assert desk.standings() == []


def test_category_table_and_institutions(desk):
    from grantdesk import Person, category_table, institutions

    desk.submit(ALMA, "Moss", SMALL)
    desk.submit(BEN, "Kelp", KIT)
    desk.submit(Person("bo", " tu delft"), "Fern", [("travel", 1000)])
    assert category_table(desk).splitlines() == [
        "staff           60000", "travel           6000", "equipment       30000",
        "overhead        13200", "total          109200",
    ]
    assert institutions(desk) == {"Uni Leiden": 1, "TU Delft": 2}
