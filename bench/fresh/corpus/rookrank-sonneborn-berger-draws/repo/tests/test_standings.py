from fractions import Fraction

from rookrank import Game, parse_result, points, rank, sonneborn_berger, top
from conftest import club


def game(w, b, r, rnd=1):
    return Game(rnd, w, b, parse_result(r))


def test_points():
    games = [game("ann", "bob", "1-0"), game("cy", "ann", "1/2-1/2"), game("bob", "cy", "-/+")]
    assert points(games) == {"ann": Fraction(3, 2), "bob": 0, "cy": Fraction(3, 2)}


def test_sonneborn_berger_of_wins():
    games = [game("ann", "bob", "1-0"), game("ann", "cy", "1-0"), game("bob", "cy", "1-0")]
    table = points(games)
    assert sonneborn_berger("ann", games, table) == 1
    assert sonneborn_berger("bob", games, table) == 0


def test_rank_by_points():
    games = [game("dee", "ann", "1-0"), game("bob", "cy", "0-1"), game("eve", "dee", "0-1"),
             game("ann", "cy", "1-0")]
    rows = rank(club(), games)
    assert [r.name for r in rows[:2]] == ["dee", "ann"]
    assert rows[0].points == 2 and rows[0].played == 2 and rows[0].wins == 2


def test_top_names():
    games = [game("dee", "ann", "1-0"), game("bob", "cy", "1-0")]
    assert top(club(), games, 2) == ["bob", "dee"]


def test_sonneborn_berger_counts_half_for_a_draw():
    games = [game("ann", "bob", "1/2-1/2"), game("bob", "cy", "1-0")]
    table = points(games)
    assert sonneborn_berger("ann", games, table) == Fraction(3, 4)
