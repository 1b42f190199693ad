"""Watering rotas: members take the days in turn, in alphabetical order."""

from .errors import PlotError


def rota(members: list[str], days: list[str]) -> dict[str, str]:
    """Day -> member, members in alphabetical order taking turns. `members` is not changed."""
    if not members:
        raise PlotError("a rota needs members")
    names = sorted(members)
    return {day: names[i % len(names)] for i, day in enumerate(days)}


def pairs(members: list[str]) -> list[tuple[str, ...]]:
    """Members in alphabetical order, in pairs (the last alone if the count is odd).
    `members` is not changed."""
    names = sorted(members)
    return [tuple(names[i:i + 2]) for i in range(0, len(names), 2)]


def turns(schedule: dict[str, str]) -> dict[str, int]:
    """How many days each member waters."""
    out: dict[str, int] = {}
    for member in schedule.values():
        out[member] = out.get(member, 0) + 1
    return out


def swap(schedule: dict[str, str], day_a: str, day_b: str) -> dict[str, str]:
    """A new schedule with the members of two days exchanged."""
    if day_a not in schedule or day_b not in schedule:
        raise PlotError("both days must be in the schedule")
    out = dict(schedule)
    out[day_a], out[day_b] = schedule[day_b], schedule[day_a]
    return out


def is_fair(schedule: dict[str, str]) -> bool:
    """True if no member waters more than one day more than any other."""
    counts = turns(schedule).values()
    return not counts or max(counts) - min(counts) <= 1
