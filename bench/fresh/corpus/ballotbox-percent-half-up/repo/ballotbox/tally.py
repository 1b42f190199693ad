"""Counting: plurality, approval and instant runoff."""

from dataclasses import dataclass

from .ballots import Ballot


@dataclass(frozen=True)
class RunoffResult:
    winner: str | None
    rounds: tuple[dict[str, int], ...]
    eliminated: tuple[str, ...]


def plurality(ballots: list[Ballot], options: list[str]) -> dict[str, int]:
    counts = {o: 0 for o in options}
    for b in ballots:
        if b.first is not None:
            counts[b.first] += 1
    return counts


def approval(ballots: list[Ballot], options: list[str]) -> dict[str, int]:
    counts = {o: 0 for o in options}
    for b in ballots:
        for o in b.ranking:
            counts[o] += 1
    return counts


def leaders(counts: dict[str, int]) -> list[str]:
    """The options with the most votes, in option order (several on a tie)."""
    if not counts:
        return []
    top = max(counts.values())
    return [o for o, n in counts.items() if n == top and n > 0]


def _loser(counts: dict[str, int], options: list[str]) -> str:
    """The option with the fewest votes; on a tie the one listed LAST among the options."""
    low = min(counts.values())
    return [o for o in options if o in counts and counts[o] == low][-1]


def instant_runoff(ballots: list[Ballot], options: list[str]) -> RunoffResult:
    """Eliminate the weakest option round by round, moving its ballots to their next choice,
    until one option holds more than half of the ballots still in the count. The caller's
    ballots are not changed."""
    rankings = [list(b.ranking) for b in ballots if b.ranking]
    remaining = list(options)
    rounds, eliminated = [], []
    while remaining:
        counts = {o: 0 for o in remaining}
        for r in rankings:
            if r:
                counts[r[0]] += 1
        rounds.append(counts)
        active = sum(counts.values())
        best = max(counts.values())
        if active == 0:
            return RunoffResult(None, tuple(rounds), tuple(eliminated))
        if best * 2 > active or len(remaining) == 1:
            winner = [o for o in remaining if counts[o] == best][0]
            return RunoffResult(winner, tuple(rounds), tuple(eliminated))
        loser = _loser(counts, remaining)
        remaining.remove(loser)
        eliminated.append(loser)
        for r in rankings:
            if loser in r:
                r.remove(loser)
    return RunoffResult(None, tuple(rounds), tuple(eliminated))
