from conftest import club, play
from rookrank import Game, Player, Tournament, crosstable, parse_result, rank, top


def game(w, b, r):
    return Game(1, w, b, parse_result(r))


GAMES = [game("eve", "ann", "1-0"), game("cy", "dee", "1-0"), game("bob", "eve", "1/2-1/2")]


def test_rank_leaves_the_list_alone():
    players = club()
    rows = rank(players, GAMES)
    assert [p.name for p in players] == ["ann", "bob", "cy", "dee", "eve"]
    assert [r.name for r in rows][:2] == ["eve", "cy"]


def test_top_and_leaders_leave_the_list_alone(tournament):
    players = club()
    assert top(players, GAMES, 2) == ["eve", "cy"]
    assert [p.name for p in players] == ["ann", "bob", "cy", "dee", "eve"]
    play(tournament, ["eve - ann 1-0"])
    tournament.leaders(1)
    assert [p.name for p in tournament.players] == ["ann", "bob", "cy", "dee", "eve"]


def test_crosstable_after_the_table(tournament):
    play(tournament, ["eve - ann 1-0", "cy - dee 1-0", "2: bob - eve 1/2-1/2"])
    tournament.table()
    tournament.leaders(3)
    names = [p.name for p in tournament.players]
    lines = crosstable(names, tournament.games).splitlines()
    assert [line.split()[0] for line in lines[1:]] == ["ann", "bob", "cy", "dee", "eve"]


def test_ranking_with_ties_unchanged():
    players = [Player("ann", 1800), Player("bob", 1700), Player("cy", 1600), Player("dan", 1500)]
    games = [game("cy", "dan", "0-1"), game("bob", "cy", "1-0"), game("ann", "cy", "0-1"),
             game("ann", "bob", "0-1")]
    rows = rank(players, games)
    assert [(r.name, r.points, r.sb) for r in rows] == [
        ("bob", 2, 1), ("dan", 1, 1), ("cy", 1, 0), ("ann", 0, 0)]
    assert [r.rank for r in rows] == [1, 2, 3, 4]
    assert top(players, games, 3) == ["bob", "dan", "cy"]


def test_table_values_unchanged(tournament):
    play(tournament, ["ann - bob 1-0", "cy - dee 1/2-1/2", "2: dee - ann 1-0"])
    rows = tournament.table()
    assert [(r.name, r.points, r.wins, r.played) for r in rows] == [
        ("dee", 1.5, 1, 2), ("ann", 1, 1, 2), ("cy", 0.5, 0, 1), ("bob", 0, 0, 1), ("eve", 0, 0, 0)]
