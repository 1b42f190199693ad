from trackmeet import Result, points_for, rank_track, team_scores


def test_points_without_ties():
    placed = rank_track([Result(1, 10.5), Result(2, 10.6), Result(3, 10.7)])
    assert points_for(placed) == {1: 8, 2: 6, 3: 5}


def test_team_scores():
    placed = rank_track([Result(1, 10.5), Result(2, 10.6), Result(3, 10.7)])
    clubs = {1: "NTH", 2: "STH", 3: "NTH"}
    assert team_scores({"100m": placed}, clubs) == [("NTH", 13), ("STH", 6)]
