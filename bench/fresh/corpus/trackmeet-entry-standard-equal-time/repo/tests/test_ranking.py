from trackmeet import Result, field_result, rank_field, rank_track


def places(placed):
    return [(p, r.bib) for p, r in placed]


def test_track_order():
    results = [Result(1, 10.9), Result(2, 10.5), Result(3, 10.7)]
    assert places(rank_track(results)) == [(1, 2), (2, 3), (3, 1)]


def test_unfinished_go_last():
    results = [Result(1, status="DNS"), Result(2, 10.5), Result(3, status="DNF")]
    assert places(rank_track(results)) == [(1, 2), (None, 3), (None, 1)]


def test_field_order_and_countback():
    results = [field_result(1, 7.1, 7.0), field_result(2, 7.3), field_result(3, 7.1, 7.05)]
    assert places(rank_field(results)) == [(1, 2), (2, 3), (3, 1)]


def test_field_fouls_only_is_unplaced():
    results = [field_result(1, None, None), field_result(2, 6.2)]
    assert places(rank_field(results)) == [(1, 2), (None, 1)]
