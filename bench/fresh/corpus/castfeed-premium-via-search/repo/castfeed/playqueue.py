"""The "up next" queue of a listener."""

from .episodes import Episode
from .progress import ProgressLog


def up_next(episodes: list[Episode], log: ProgressLog, listener: str, limit: int = 5) -> list[Episode]:
    """What to play next: first the episodes the listener started and did not complete, most
    recently published first, then the ones not started yet, oldest first. Completed episodes
    are left out. The given list is not changed."""
    started = sorted(
        (e for e in episodes if log.position(listener, e.id) and not log.completed(listener, e.id)),
        key=lambda e: (e.day, e.id),
        reverse=True,
    )
    fresh = sorted((e for e in episodes if not log.position(listener, e.id)), key=lambda e: (e.day, e.id))
    return (started + fresh)[:limit]


def remaining_seconds(episodes: list[Episode], log: ProgressLog, listener: str) -> int:
    """Listening time left in the given episodes (completed ones count as nothing left)."""
    total = 0
    for e in episodes:
        if not log.completed(listener, e.id):
            total += e.seconds - log.position(listener, e.id)
    return total
