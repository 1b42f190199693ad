import pytest

from grantdesk import Call, GrantDesk, GrantError, Person, within_cap

CALL = Call("open-2026", money=150000, cap=100000)
ALMA = Person("alma", "Uni Leiden")


def test_within_cap_counts_the_overhead():
    assert not within_cap([("staff", 90000), ("travel", 5000)], CALL)
    assert not within_cap([("staff", 83334)], CALL)
    assert within_cap([("staff", 83333)], CALL)


def test_submit_refuses_with_the_overhead_included():
    desk = GrantDesk(CALL)
    with pytest.raises(GrantError, match="114000"):
        desk.submit(ALMA, "Moss", [("staff", 90000), ("travel", 5000)])
    with pytest.raises(GrantError):
        desk.submit(ALMA, "Fen", [("staff", 40000), ("equipment", 53000)])
    assert [a.title for a in desk._apps.values()] == []


def test_other_overhead_rates():
    low = Call("low", money=10**6, cap=100000, overhead_percent=5)
    assert within_cap([("staff", 95000)], low)
    assert not within_cap([("staff", 95300)], low)
    zero = Call("zero", money=10**6, cap=100000, overhead_percent=0)
    assert within_cap([("staff", 100000)], zero)


def test_equipment_carries_no_overhead():
    desk = GrantDesk(CALL)
    app = desk.submit(ALMA, "Kit", [("staff", 20000), ("equipment", 75000)])
    assert app.id == "A001"
    assert within_cap([("equipment", 100000)], CALL)


def test_the_cap_itself_is_allowed():
    desk = GrantDesk(CALL)
    desk.submit(ALMA, "Exact", [("staff", 50000), ("equipment", 40000)])
    desk.submit(ALMA, "Exact too", [("equipment", 100000)])
    assert len(desk._apps) == 2
    assert not within_cap([("equipment", 100001)], CALL)
