import pytest

from dicebag import parse


def test_min_max_mean():
    e = parse("2d6+3")
    assert (e.minimum(), e.maximum(), e.mean()) == (5, 15, 10)
    assert parse("4d6kh3").maximum() == 18


def test_mean_needs_plain_dice():
    with pytest.raises(ValueError):
        parse("4d6kh3").mean()


def test_plus_returns_a_new_expression():
    e = parse("1d20")
    f = e.plus(4)
    g = e.plus(-2)
    assert (str(e), str(f), str(g)) == ("1d20", "1d20+4", "1d20-2")
    assert (g.minimum(), g.maximum()) == (-1, 18)
    assert str(e.plus(0)) == "1d20"


def test_dice_count():
    assert parse("4d6kh3+1d8-2").dice_count() == 5
    assert parse("3").dice_count() == 0
