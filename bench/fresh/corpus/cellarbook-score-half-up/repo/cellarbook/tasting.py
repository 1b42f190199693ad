"""Tasting notes and average scores in whole points (halves rounded up: 88.5 -> 89)."""

from dataclasses import dataclass

from .errors import CellarError


@dataclass(frozen=True)
class Note:
    bottle_id: str
    taster: str
    score: int
    year: int
    text: str = ""

    def __post_init__(self):
        if not isinstance(self.score, int) or not 50 <= self.score <= 100:
            raise CellarError(f"a score is a whole number from 50 to 100, not {self.score!r}")


def points(scores) -> int | None:
    """The mean of the scores in whole points, halves rounded up; None without scores."""
    scores = list(scores)
    if not scores:
        return None
    total, count = sum(scores), len(scores)
    return round(total / count)


def average_score(notes, bottle_id: str) -> int | None:
    return points(n.score for n in notes if n.bottle_id == bottle_id)


def taster_average(notes, taster: str) -> int | None:
    return points(n.score for n in notes if n.taster == taster)


def top_rated(notes, n: int = 3) -> list[tuple[str, int]]:
    """The `n` best bottles by average score (ties: by bottle id)."""
    notes = list(notes)
    averages = {b: average_score(notes, b) for b in {x.bottle_id for x in notes}}
    return sorted(averages.items(), key=lambda item: (-item[1], item[0]))[:n]


def spread(notes, bottle_id: str) -> int:
    """How far the tasters were apart on a bottle (highest minus lowest score)."""
    scores = [n.score for n in notes if n.bottle_id == bottle_id]
    if not scores:
        raise CellarError(f"no notes on bottle {bottle_id}")
    return max(scores) - min(scores)
