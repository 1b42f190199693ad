"""Listening statistics of a feed."""

from .feed import Feed
from .progress import ProgressLog


def seconds_listened(log: ProgressLog) -> int:
    """Total seconds listened over every listener and episode (furthest positions)."""
    return sum(log.position(who, e.id) for e in log.feed.episodes() for who in listeners_of(log, e.id))


def listeners_of(log: ProgressLog, episode_id: int) -> list[str]:
    return sorted({who for who in _who(log) if log.position(who, episode_id)})


def _who(log: ProgressLog) -> set[str]:
    return {who for (who, _eid) in log._pos}


def completions(log: ProgressLog) -> dict[int, int]:
    """Episode id -> how many listeners completed it (episodes with none are left out)."""
    out: dict[int, int] = {}
    for e in log.feed.episodes():
        n = sum(1 for who in _who(log) if log.completed(who, e.id))
        if n:
            out[e.id] = n
    return out


def top_episodes(log: ProgressLog, n: int = 3) -> list[int]:
    """Ids of the most completed episodes; equal counts: the earlier published first."""
    feed: Feed = log.feed
    counts = completions(log)
    return sorted(counts, key=lambda eid: (-counts[eid], feed.get(eid).day, eid))[:n]


def average_completion(log: ProgressLog) -> float:
    """Mean completion rate over the episodes somebody started (two decimals)."""
    started = [e.id for e in log.feed.episodes() if listeners_of(log, e.id)]
    if not started:
        return 0.0
    return round(sum(log.completion_rate(eid) for eid in started) / len(started), 2)
