"""Players."""

from dataclasses import dataclass

from .errors import ScheduleError


@dataclass
class Player:
    name: str
    rating: int
    games: int = 0
    title: str | None = None

    def __post_init__(self):
        if not self.name or not self.name.strip():
            raise ScheduleError("a player needs a name")
        if not 100 <= self.rating <= 3500:
            raise ScheduleError(f"implausible rating for {self.name}: {self.rating}")


def seed_order(players: list[Player]) -> list[Player]:
    """The players from the highest rating down (names break ties), as a new list."""
    return sorted(players, key=lambda p: (-p.rating, p.name))


def check_unique(players: list[Player]) -> None:
    names = [p.name for p in players]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise ScheduleError(f"duplicate player(s): {', '.join(duplicates)}")
