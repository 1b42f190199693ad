import pytest

from rookrank import ScheduleError, games_of, round_robin


def test_even_round_robin():
    rounds = round_robin(["a", "b", "c", "d"])
    assert len(rounds) == 3
    met = {frozenset(p) for r in rounds for p in r}
    assert len(met) == 6
    assert rounds[0] == [("a", "d"), ("c", "b")]


def test_odd_round_robin_has_byes():
    rounds = round_robin(["a", "b", "c"])
    assert len(rounds) == 3
    assert all(sum(None in p for p in r) == 1 for r in rounds)
    assert len(games_of(rounds, "a")) == 2


def test_colours_alternate_for_the_first_player():
    rounds = round_robin(["a", "b", "c", "d", "e", "f"])
    colours = [c for _, c, _ in games_of(rounds, "a")]
    assert colours == ["white", "black", "white", "black", "white"]


def test_bad_schedules():
    with pytest.raises(ScheduleError):
        round_robin(["a"])
    with pytest.raises(ScheduleError):
        round_robin(["a", "b", "a"])
