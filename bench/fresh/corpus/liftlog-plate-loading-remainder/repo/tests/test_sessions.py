import pytest
from conftest import day

from liftlog import LiftError, Session, Set, merge, with_warmups


def test_set_and_session():
    s = Session(day(1)).add("squat", 100, 5, sets=2)
    assert s.lifts["squat"] == [Set(100, 5), Set(100, 5)]
    assert Set(100, 5).tonnage == 500
    with pytest.raises(LiftError):
        Set(100, 0)


def test_merge_combines_sets():
    a = Session(day(1)).add("squat", 100, 5)
    b = Session(day(1)).add("squat", 90, 8).add("bench", 70, 5)
    m = merge(a, b)
    assert m.lifts == {"squat": [Set(100, 5), Set(90, 8)], "bench": [Set(70, 5)]}
    with pytest.raises(LiftError):
        merge(a, Session(day(2)))


def test_warmups_before_work_sets():
    s = Session(day(1)).add("squat", 100, 5, sets=3)
    w = with_warmups(s, "squat")
    assert [st.weight for st in w.lifts["squat"][:3]] == [40, 60, 80]
    assert [st.reps for st in w.lifts["squat"][:3]] == [5, 3, 2]
    with pytest.raises(LiftError):
        with_warmups(s, "bench")


def test_warmups_never_below_the_bar():
    s = Session(day(1)).add("press", 40, 5)
    assert [st.weight for st in with_warmups(s, "press").lifts["press"]] == [20, 22.5, 30, 40]
