from trackmeet import Result, field_result, qualifiers, rank, rank_field, rank_track


def places(placed):
    return [(p, r.bib) for p, r in placed]


def test_field_ranking_leaves_the_list_alone():
    results = [field_result(1, 6.9), field_result(2, None, None), field_result(3, 7.4)]
    before = list(results)
    assert places(rank_field(results)) == [(1, 3), (2, 1), (None, 2)]
    assert results == before


def test_rank_dispatch_leaves_the_list_alone():
    results = [Result(4, 11.2), Result(5, 10.1)]
    rank(results, lower_is_better=True)
    assert [r.bib for r in results] == [4, 5]
    jumps = [field_result(6, 6.0), field_result(7, 6.5)]
    rank(jumps, lower_is_better=False)
    assert [r.bib for r in jumps] == [6, 7]


def test_qualifiers_leave_the_heats_alone():
    heat1 = [Result(1, 10.9), Result(2, 10.6), Result(3, 10.5)]
    heat2 = [Result(4, 10.8), Result(5, 10.4), Result(6, status="DQ")]
    assert qualifiers([heat1, heat2], by_place=1, by_time=1) == [3, 5, 2]
    assert ([r.bib for r in heat1], [r.bib for r in heat2]) == ([1, 2, 3], [4, 5, 6])


def test_ties_keep_entry_order():
    results = [Result(7, 10.5), Result(3, 10.5), Result(5, 10.4)]
    assert places(rank_track(results)) == [(1, 5), (2, 7), (2, 3)]
    jumps = [field_result(9, 7.0), field_result(2, 7.0)]
    assert places(rank_field(jumps)) == [(1, 9), (1, 2)]


def test_rankings_unchanged():
    results = [Result(1, status="DNF"), Result(2, 10.5), Result(3, 10.4), Result(4, status="DNS")]
    assert places(rank_track(results)) == [(1, 3), (2, 2), (None, 1), (None, 4)]
