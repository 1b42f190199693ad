from fractions import Fraction

from conftest import play
from rookrank import Game, Player, format_table, parse_result, points, rank, sonneborn_berger, tiebreak_detail


def game(w, b, r):
    return Game(1, w, b, parse_result(r))


PLAYERS = [Player("ann", 1800), Player("bob", 1700), Player("cy", 1600), Player("dan", 1500)]


def test_draws_in_the_table_rows():
    games = [game("ann", "bob", "1/2-1/2"), game("cy", "dan", "1/2-1/2"), game("ann", "cy", "1-0"),
             game("bob", "dan", "1-0")]
    rows = {r.name: r for r in rank(PLAYERS, games)}
    assert rows["ann"].sb == Fraction(1, 2) + Fraction(3, 4)
    assert rows["bob"].sb == Fraction(3, 4) + Fraction(1, 2)
    assert rows["cy"].sb == Fraction(1, 4)


def test_tiebreak_detail_halves_draws():
    games = [game("ann", "bob", "1/2-1/2"), game("bob", "cy", "1-0"), game("cy", "ann", "0-1")]
    assert tiebreak_detail("ann", games) == [("bob", "1/2-1/2", Fraction(3, 4)), ("cy", "0-1", Fraction(0))]
    assert tiebreak_detail("bob", games)[0] == ("ann", "1/2-1/2", Fraction(3, 4))


def test_sb_decides_a_tie_with_draws():
    games = [game("bob", "dan", "1/2-1/2"), game("bob", "cy", "1/2-1/2"), game("ann", "cy", "1-0")]
    rows = rank(PLAYERS, games)
    assert [r.name for r in rows] == ["ann", "bob", "cy", "dan"]
    assert (rows[0].sb, rows[1].sb) == (Fraction(1, 2), Fraction(1, 2))


def test_printed_tiebreak_column(tournament):
    play(tournament, ["ann - bob 1-0", "cy - ann 1/2-1/2", "dee - cy 1/2-1/2"])
    lines = format_table(tournament.table()).splitlines()
    assert lines[1].split()[:4] == ["1", "ann", "1½", "½"]
    assert lines[2].split()[:4] == ["2", "cy", "1", "1"]


def test_forfeits_do_not_count_for_sb():
    games = [game("ann", "bob", "+/-"), game("bob", "cy", "1-0"), game("dan", "bob", "-/+")]
    table = points(games)
    assert sonneborn_berger("ann", games, table) == 0
    assert sonneborn_berger("bob", games, table) == 0
    assert tiebreak_detail("bob", games) == [("ann", "+/-", 0), ("cy", "1-0", 0), ("dan", "-/+", 0)]


def test_sb_of_wins_and_losses():
    games = [game("ann", "bob", "1-0"), game("bob", "cy", "1-0"), game("cy", "dan", "1-0"),
             game("dan", "ann", "1-0")]
    table = points(games)
    assert [sonneborn_berger(n, games, table) for n in ("ann", "bob", "cy", "dan")] == [1, 1, 1, 1]
    assert [r.name for r in rank(PLAYERS, games)] == ["ann", "bob", "cy", "dan"]
