from rookrank import Player, Tournament, band, k_factor, max_gain, new_rating, rating_change


def test_k_factor_from_2400_up():
    assert k_factor(2400, 30) == 10
    assert k_factor(2400, 500) == 10
    assert k_factor(2401, 31) == 10
    assert k_factor(2399, 31) == 20


def test_max_gain_at_2400():
    assert max_gain(2400, 30) == 10
    assert max_gain(2400, 75) == 10
    assert max_gain(2399, 75) == 20


def test_rating_change_at_2400():
    assert rating_change(2400, 50, [(2400, 1.0)]) == 5
    assert new_rating(2400, 99, [(2300, 0.0)]) == 2394


def test_tournament_rates_a_2400_player():
    t = Tournament("Open", [Player("gm", 2400, 100), Player("xu", 2200, 50)])
    t.record(1, "gm", "xu", "1-0")
    assert t.finish() == {"gm": (2400, 2402), "xu": (2200, 2195)}


def test_provisional_until_30_games():
    assert k_factor(1800, 29) == 40 and k_factor(1800, 30) == 20
    assert k_factor(2450, 29) == 40 and k_factor(2450, 30) == 10
    assert max_gain(1800, 30) == 20 and max_gain(1800, 29) == 40
    assert rating_change(1540, 30, [(1600, 0.0)]) == -8


def test_ratings_away_from_the_boundary():
    assert k_factor(2600, 40) == 10 and k_factor(2100, 40) == 20
    assert [band(2399, 50), band(2400, 50), band(2400, 29)] == ["established", "master", "provisional"]
    assert new_rating(2000, 100, [(2000, 1.0), (2200, 0.5)]) == 2015
    t = Tournament("Open", [Player("ann", 1850, 40), Player("eve", 1540, 30)])
    t.record(1, "ann", "eve", "0-1")
    assert t.finish() == {"ann": (1850, 1833), "eve": (1540, 1557)}
