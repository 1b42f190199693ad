"""Leaderboards and ascent histories."""

from .ascents import Ascent, AscentLog
from .routes import RouteBook
from .scoring import climber_score


def _grades(routes: RouteBook) -> dict[int, int]:
    return {r.id: r.v for r in routes.all()}


def leaderboard(log: AscentLog, routes: RouteBook, top: int | None = None) -> list[tuple[str, int]]:
    """(climber, score) from the best score down; equal scores by name."""
    grades = _grades(routes)
    climbers = {a.climber for a in log.entries}
    board = [(c, climber_score(log.of(c), grades)) for c in climbers]
    board = sorted(board, key=lambda row: (-row[1], row[0]))
    return board if top is None else board[:top]


def history(ascents: list[Ascent]) -> list[Ascent]:
    """Ascents in the order they were climbed (by day, then route id); a new list."""
    ascents.sort(key=lambda a: (a.day, a.route_id))
    return ascents


def hardest_sends(ascents: list[Ascent], routes: RouteBook, n: int = 3) -> list[Ascent]:
    """The n hardest non-repeat ascents, hardest first; equal grades by day."""
    ascents.sort(key=lambda a: (-routes.get(a.route_id).v, a.day))
    return [a for a in ascents if a.style != "repeat"][:n]


def first_ascents(log: AscentLog) -> dict[int, str]:
    """Route id -> the climber who climbed it first (earliest day, then log order)."""
    firsts: dict[int, str] = {}
    for a in history(log.entries):
        firsts.setdefault(a.route_id, a.climber)
    return firsts
