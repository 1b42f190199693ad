from trackmeet import Athlete, Event, Meet, Result, field_result, points_for, rank_field, rank_track


def places(placed):
    return [(p, r.bib) for p, r in placed]


def test_three_way_tie_on_the_track():
    results = [Result(1, 10.5), Result(2, 10.5), Result(3, 10.5), Result(4, 10.7), Result(5, 10.2)]
    assert places(rank_track(results)) == [(1, 5), (2, 1), (2, 2), (2, 3), (5, 4)]


def test_field_ties_after_countback():
    results = [field_result(1, 7.1), field_result(2, None, 7.1), field_result(3, 6.9), field_result(4, 7.3)]
    assert places(rank_field(results)) == [(1, 4), (2, 1), (2, 2), (4, 3)]


def test_points_after_a_tie():
    placed = rank_track([Result(1, 10.5), Result(2, 10.6), Result(3, 10.6), Result(4, 10.7)])
    assert points_for(placed) == {1: 8, 2: 5.5, 3: 5.5, 4: 4}


def test_meet_with_a_tie():
    m = Meet()
    m.add_event(Event("100m", "track"))
    for bib, club, mark in [(1, "NTH", 10.5), (2, "STH", 10.5), (3, "NTH", 10.6), (4, "STH", 11.0)]:
        m.register(Athlete(bib, f"A{bib}", club))
        m.record("100m", Result(bib, mark))
    assert places(m.standings("100m")) == [(1, 1), (1, 2), (3, 3), (4, 4)]
    assert m.team_table() == [("NTH", 12), ("STH", 11)]


def test_ties_keep_entry_order():
    results = [Result(7, 10.5), Result(3, 10.5), Result(5, 10.4), Result(9, status="DNF")]
    assert places(rank_track(results)) == [(1, 5), (2, 7), (2, 3), (None, 9)]


def test_points_for_a_tie_at_the_end():
    placed = rank_track([Result(1, 10.5), Result(2, 10.6), Result(3, 10.6), Result(4, status="DNS")])
    assert points_for(placed) == {1: 8, 2: 5.5, 3: 5.5}
