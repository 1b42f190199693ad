"""Points, tie-breaks and the ranking of a tournament."""

from dataclasses import dataclass
from fractions import Fraction

from .players import Player


@dataclass(frozen=True)
class Game:
    round: int
    white: str
    black: str
    result: "object"  # results.Result


@dataclass(frozen=True)
class Row:
    rank: int
    name: str
    points: Fraction
    sb: Fraction
    wins: int
    played: int


def points(games: list[Game]) -> dict[str, Fraction]:
    table: dict[str, Fraction] = {}
    for g in games:
        table[g.white] = table.get(g.white, Fraction(0)) + g.result.white
        table[g.black] = table.get(g.black, Fraction(0)) + g.result.black
    return table


def _own(game: Game, name: str) -> tuple[str, Fraction]:
    """(opponent, own score) of `name` in `game`."""
    if game.white == name:
        return game.black, game.result.white
    return game.white, game.result.black


def sonneborn_berger(name: str, games: list[Game], table: dict[str, Fraction]) -> Fraction:
    """The points of every opponent beaten plus half the points of every opponent drawn with.
    Forfeited games count for the points, not for the tie-break."""
    total = Fraction(0)
    for g in games:
        if name not in (g.white, g.black) or g.result.forfeit:
            continue
        opponent, score = _own(g, name)
        if score == 1:
            total += table.get(opponent, Fraction(0))
        elif score == Fraction(1, 2):
            total += table.get(opponent, Fraction(0)) / 2
    return total


def _stats(players: list[Player], games: list[Game]) -> dict[str, tuple[Fraction, Fraction, int, int]]:
    """name -> (points, Sonneborn-Berger, wins, games played)."""
    table = points(games)
    out = {}
    for p in players:
        mine = [g for g in games if p.name in (g.white, g.black)]
        wins = sum(1 for g in mine if _own(g, p.name)[1] == 1)
        out[p.name] = (table.get(p.name, Fraction(0)), sonneborn_berger(p.name, games, table), wins, len(mine))
    return out


def _key(stats):
    def key(p: Player):
        pts, sb, wins, _ = stats[p.name]
        return (-pts, -sb, -wins, p.name)
    return key


def rank(players: list[Player], games: list[Game]) -> list[Row]:
    """The ranking: points, then Sonneborn-Berger, then wins, then name. The players list is
    left in its order."""
    stats = _stats(players, games)
    ordered = sorted(players, key=_key(stats))
    return [Row(i, p.name, *stats[p.name]) for i, p in enumerate(ordered, start=1)]


def top(players: list[Player], games: list[Game], n: int = 3) -> list[str]:
    """The names of the first `n` of the ranking (the players list is left in its order)."""
    stats = _stats(players, games)
    ordered = sorted(players, key=_key(stats))
    return [p.name for p in ordered[:n]]
