import pytest

from grantdesk import GrantError, average, band, check_score, spread


def test_scores_are_half_points():
    assert check_score(7) == 7.0
    assert check_score("8.5") == 8.5
    for bad in (0, 10.5, 7.25, "x"):
        with pytest.raises((GrantError, ValueError)):
            check_score(bad)


def test_average_rounds_halves_up():
    assert average([7, 8]) == 7.5
    assert average([7, 7.5, 8.5]) == 7.67
    assert average([6.5, 7, 7, 7.5, 8, 8, 8, 8]) == 7.5
    assert average([1, 1, 2]) == 1.33
    with pytest.raises(GrantError):
        average([])


def test_bands_clear_cases(call):
    assert band(9.5, call) == "fund"
    assert band(7.33, call) == "fund"
    assert band(6.5, call) == "reserve"
    assert band(5.5, call) == "decline"


def test_spread():
    assert spread([6, 9, 7.5]) == 3
    assert spread([]) == 0
