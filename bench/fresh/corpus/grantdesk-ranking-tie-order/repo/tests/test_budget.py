import pytest

from grantdesk import Call, GrantError, by_category, direct_costs, overhead, total, within_cap
from grantdesk.budget import check_lines

from conftest import KIT, SMALL


def test_overhead_skips_equipment():
    assert overhead(SMALL, 20) == 9000
    assert overhead(KIT, 20) == 4000
    assert overhead([("travel", 1234)], 20) == 247
    assert overhead([("travel", 1232)], 20) == 246


def test_direct_and_total():
    assert direct_costs(SMALL) == 45000
    assert total(SMALL, 20) == 54000
    assert total(KIT, 0) == 50000


def test_by_category():
    assert by_category(SMALL + [("staff", 1000)]) == {"staff": 41000, "travel": 5000}


def test_bad_lines():
    for lines in ([("coffee", 10)], [("staff", 0)], [("staff", 10.5)]):
        with pytest.raises(GrantError):
            check_lines(lines)


def test_within_cap(call):
    assert within_cap(SMALL, call)
    assert not within_cap([("staff", 120000)], call)


def test_call_validation():
    with pytest.raises(GrantError):
        Call("x", money=0, cap=10)
    with pytest.raises(GrantError):
        Call("x", money=10, cap=10, cutoff=11)
