"""Listening progress: how far each listener got in each episode. An episode counts as
completed from 90 % of its length on (the outro and credits are usually skipped)."""

from .errors import FeedError
from .feed import Feed

COMPLETION_PERCENT = 90


class ProgressLog:
    def __init__(self, feed: Feed):
        self.feed = feed
        self._pos: dict[tuple[str, int], int] = {}

    def record(self, listener: str, episode_id: int, position: int) -> None:
        """The position (seconds into the episode) a listener stopped at; it never moves back."""
        ep = self.feed.get(episode_id)
        if not 0 <= position <= ep.seconds:
            raise FeedError(f"position {position} outside episode {episode_id}")
        key = (listener, episode_id)
        self._pos[key] = max(self._pos.get(key, 0), position)

    def position(self, listener: str, episode_id: int) -> int:
        return self._pos.get((listener, episode_id), 0)

    def completed(self, listener: str, episode_id: int) -> bool:
        ep = self.feed.get(episode_id)
        return self.position(listener, episode_id) * 100 > ep.seconds * COMPLETION_PERCENT

    def unfinished(self, listener: str) -> list[int]:
        """Ids of episodes the listener started but has not completed, in feed order."""
        out = []
        for ep in self.feed.episodes():
            pos = self.position(listener, ep.id)
            if pos and not pos * 100 > ep.seconds * COMPLETION_PERCENT:
                out.append(ep.id)
        return out

    def completion_rate(self, episode_id: int) -> float:
        """Share of the listeners who started the episode that completed it (two decimals)."""
        started = [who for (who, eid) in self._pos if eid == episode_id]
        if not started:
            return 0.0
        done = sum(1 for who in started if self.completed(who, episode_id))
        return round(done / len(started), 2)
