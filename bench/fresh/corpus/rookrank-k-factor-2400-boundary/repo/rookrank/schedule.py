"""Round-robin schedules by the circle method."""

from .errors import ScheduleError


def round_robin(names: list[str]) -> list[list[tuple[str | None, str | None]]]:
    """Every player meets every other once. With an odd number of players one of them has a
    bye each round (paired with None). The first player's colour alternates by round."""
    if len(names) < 2:
        raise ScheduleError("a round robin needs two players or more")
    if len(set(names)) != len(names):
        raise ScheduleError("duplicate names in the schedule")
    ring: list[str | None] = list(names)
    if len(ring) % 2:
        ring.append(None)
    n = len(ring)
    rounds = []
    for r in range(n - 1):
        pairs = []
        for i in range(n // 2):
            a, b = ring[i], ring[n - 1 - i]
            if (i == 0 and r % 2) or (i > 0 and i % 2):
                a, b = b, a
            pairs.append((a, b))
        rounds.append(pairs)
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return rounds


def games_of(rounds, name: str) -> list[tuple[int, str, str]]:
    """(round number, colour, opponent) of one player, byes left out."""
    out = []
    for number, pairs in enumerate(rounds, start=1):
        for white, black in pairs:
            if name == white and black is not None:
                out.append((number, "white", black))
            elif name == black and white is not None:
                out.append((number, "black", white))
    return out
