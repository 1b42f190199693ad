import pytest

from rookrank import band, expected, expected_points, k_factor, max_gain, new_rating, performance, rating_change


def test_expected_scores():
    assert expected(1500, 1500) == 0.5
    assert round(expected(1800, 1400), 3) == 0.909
    assert round(expected(1400, 1800) + expected(1800, 1400), 9) == 1


def test_k_factor_bands():
    assert k_factor(1500, 5) == 40
    assert k_factor(2500, 10) == 40
    assert k_factor(1800, 45) == 20
    assert k_factor(2550, 200) == 10
    assert max_gain(2100, 100) == 20 and max_gain(1200, 0) == 40
    assert [band(2500, 10), band(2100, 40), band(2600, 90)] == ["provisional", "established", "master"]


def test_rating_change_of_a_win_and_a_draw():
    assert rating_change(1600, 50, [(1600, 1.0)]) == 10
    assert rating_change(1600, 50, [(1600, 0.5)]) == 0
    assert new_rating(1500, 3, [(1700, 1.0), (1500, 0.0)]) == 1510


def test_performance():
    assert performance([(1600, 1), (1800, 0.5), (2000, 0)]) == 1800
    with pytest.raises(ValueError):
        performance([])


def test_expected_points_forecast():
    assert expected_points(1500, [1500, 1500]) == 1.0
    assert expected_points(1800, [1400, 1800]) == 1.41
