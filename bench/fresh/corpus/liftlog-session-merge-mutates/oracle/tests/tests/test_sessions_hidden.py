from conftest import day

from liftlog import Session, Set, merge, with_warmups


def _pair():
    a = Session(day(1)).add("squat", 100, 5)
    b = Session(day(1)).add("squat", 90, 8).add("bench", 70, 5)
    return a, b


def test_merging_twice_gives_the_same_result():
    a, b = _pair()
    first = merge(a, b)
    second = merge(a, b)
    assert first.lifts == second.lifts == {"squat": [Set(100, 5), Set(90, 8)], "bench": [Set(70, 5)]}


def test_warmups_leave_the_session_alone():
    s = Session(day(2)).add("squat", 100, 5, sets=3)
    with_warmups(s, "squat")
    assert len(s.lifts["squat"]) == 3
    assert len(with_warmups(s, "squat").lifts["squat"]) == 6


def test_adding_to_the_merged_session_leaves_the_inputs():
    a, b = _pair()
    m = merge(a, b)
    m.add("bench", 75, 3)
    m.add("squat", 80, 10)
    assert a.lifts == {"squat": [Set(100, 5)]}
    assert b.lifts == {"squat": [Set(90, 8)], "bench": [Set(70, 5)]}


def test_merge_values():
    a, b = _pair()
    b.add("press", 45, 5, sets=2)
    m = merge(a, b)
    assert m.day == day(1)
    assert m.exercises() == ["bench", "press", "squat"]
    assert m.lifts["press"] == [Set(45, 5), Set(45, 5)]


def test_warmup_weights():
    s = Session(day(3)).add("bench", 102.5, 5).add("row", 60, 8)
    w = with_warmups(s, "bench")
    assert [(st.weight, st.reps) for st in w.lifts["bench"]] == [(40, 5), (60, 3), (80, 2), (102.5, 5)]
    assert w.lifts["row"] == [Set(60, 8)]
    assert w.day == day(3)
