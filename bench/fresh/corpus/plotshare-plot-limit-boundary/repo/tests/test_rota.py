import pytest

from plotshare import PlotError, pairs, rota, turns


def test_rota_takes_turns_alphabetically():
    days = ["mon", "tue", "wed", "thu"]
    assert rota(["nina", "milo", "ada"], days) == {"mon": "ada", "tue": "milo", "wed": "nina", "thu": "ada"}
    with pytest.raises(PlotError):
        rota([], days)


def test_pairs():
    assert pairs(["nina", "milo", "ada"]) == [("ada", "milo"), ("nina",)]
    assert pairs([]) == []


def test_turns():
    sched = rota(["b_one", "a_two"], ["d1", "d2", "d3"])
    assert turns(sched) == {"a_two": 2, "b_one": 1}


def test_rota_covers_every_day():
    days = ["mon", "tue", "wed"]
    sched = rota(["ada", "milo", "ada"], days)
    assert list(sched) == days


def test_rota_without_days():
    assert rota(["milo"], []) == {}


def test_swap_and_fairness():
    from plotshare import is_fair, swap
    sched = {"mon": "ada", "tue": "milo", "wed": "ada"}
    assert swap(sched, "mon", "tue") == {"mon": "milo", "tue": "ada", "wed": "ada"}
    assert sched["mon"] == "ada"
    assert is_fair(sched) and not is_fair({"a": "x", "b": "x", "c": "x", "d": "y"})
    with pytest.raises(PlotError):
        swap(sched, "mon", "sun")
