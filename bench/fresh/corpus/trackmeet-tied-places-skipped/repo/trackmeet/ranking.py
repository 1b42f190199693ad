"""Rankings: equal marks share a place and the following place is skipped (1, 1, 3)."""
from .results import Result

Placed = tuple[int | None, Result]


def _unplaced(results: list[Result]) -> list[Placed]:
    order = {"DNF": 0, "DQ": 1, "DNS": 2}
    rest = [r for r in results if not r.finished]
    return [(None, r) for r in sorted(rest, key=lambda r: order[r.status])]


def rank_track(results: list[Result]) -> list[Placed]:
    """Finished results by time (lowest first); ties keep entry order and share a place."""
    finished = sorted((r for r in results if r.finished), key=lambda r: r.best)
    placed: list[Placed] = []
    place = 0
    for i, r in enumerate(finished):
        if i and r.best == finished[i - 1].best:
            placed.append((placed[-1][0], r))
        else:
            place += 1
            placed.append((place, r))
    return placed + _unplaced(results)


def _countback(r: Result) -> tuple[float, ...]:
    return tuple(r.valid_attempts()) or (r.best,)


def rank_field(results: list[Result]) -> list[Placed]:
    """Finished results by best mark (highest first); an equal best is split by the next best
    attempts (countback); results still equal share a place."""
    finished = sorted((r for r in results if r.finished), key=_countback, reverse=True)
    placed: list[Placed] = []
    place = 0
    for i, r in enumerate(finished):
        if i and _countback(r) == _countback(finished[i - 1]):
            placed.append((placed[-1][0], r))
        else:
            place += 1
            placed.append((place, r))
    return placed + _unplaced(results)


def rank(results: list[Result], lower_is_better: bool) -> list[Placed]:
    return rank_track(results) if lower_is_better else rank_field(results)
