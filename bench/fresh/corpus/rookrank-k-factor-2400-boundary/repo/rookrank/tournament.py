"""A round-robin tournament: players, the schedule, recorded games, the table and ratings."""

from . import elo
from .errors import TournamentError
from .players import Player, check_unique, seed_order
from .results import parse_game_line, parse_result
from .schedule import round_robin
from .standings import Game, Row, rank, top


class Tournament:
    def __init__(self, name: str, players: list[Player]):
        check_unique(players)
        self.name = name
        self.players = list(players)       # in registration order
        self.games: list[Game] = []
        self.finished = False

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise TournamentError(f"no player {name!r} in {self.name}")

    def schedule(self) -> list[list[tuple[str | None, str | None]]]:
        """The round robin of the players in seed order."""
        return round_robin([p.name for p in seed_order(self.players)])

    def pairings(self, round_no: int) -> list[tuple[str, str]]:
        """The games of one round of the schedule (byes left out)."""
        rounds = self.schedule()
        if not 1 <= round_no <= len(rounds):
            raise TournamentError(f"{self.name} has rounds 1 to {len(rounds)}")
        return [(w, b) for w, b in rounds[round_no - 1] if w is not None and b is not None]

    def missing(self) -> list[tuple[int, str, str]]:
        """Scheduled games that have no result yet: (round, white, black)."""
        played = {frozenset((g.white, g.black)) for g in self.games}
        return [(n, w, b) for n in range(1, len(self.schedule()) + 1)
                for w, b in self.pairings(n) if frozenset((w, b)) not in played]

    def record(self, round_no: int, white: str, black: str, result: str) -> Game:
        if self.finished:
            raise TournamentError(f"{self.name} is finished")
        self.player(white), self.player(black)
        if white == black:
            raise TournamentError("a player cannot play himself")
        for g in self.games:
            if {g.white, g.black} == {white, black}:
                raise TournamentError(f"{white} and {black} have played already")
        game = Game(round_no, white, black, parse_result(result))
        self.games.append(game)
        return game

    def record_line(self, round_no: int, line: str) -> Game:
        white, black, result = parse_game_line(line)
        return self.record(round_no, white, black, result.text)

    def table(self) -> list[Row]:
        return rank(self.players, self.games)

    def leaders(self, n: int = 3) -> list[str]:
        return top(self.players, self.games, n)

    def finish(self) -> dict[str, tuple[int, int]]:
        """Rate the tournament: every player's games against the ratings held before it.
        Forfeits are not rated. Returns {name: (old rating, new rating)}."""
        if self.finished:
            raise TournamentError(f"{self.name} is finished already")
        before = {p.name: (p.rating, p.games) for p in self.players}
        changes = {}
        for p in self.players:
            results = []
            for g in self.games:
                if g.result.forfeit or p.name not in (g.white, g.black):
                    continue
                opponent = g.black if g.white == p.name else g.white
                score = g.result.white if g.white == p.name else g.result.black
                results.append((before[opponent][0], float(score)))
            rating, games = before[p.name]
            changes[p.name] = (rating, elo.new_rating(rating, games, results) if results else rating)
            p.games = games + len(results)
        for p in self.players:
            p.rating = changes[p.name][1]
        self.finished = True
        return changes
