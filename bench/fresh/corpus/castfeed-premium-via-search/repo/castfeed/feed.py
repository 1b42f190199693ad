"""A show's feed: its episodes in publishing order."""

from .episodes import Episode
from .errors import FeedError, NotFound


class Feed:
    def __init__(self, show: str):
        self.show = show
        self._episodes: list[Episode] = []

    def add(self, episode: Episode) -> Episode:
        if episode.show != self.show:
            raise FeedError(f"episode of {episode.show!r} added to {self.show!r}")
        if any(e.id == episode.id for e in self._episodes):
            raise FeedError(f"duplicate episode id {episode.id}")
        if any(e.code == episode.code for e in self._episodes):
            raise FeedError(f"duplicate episode {episode.code}")
        self._episodes.append(episode)
        return episode

    def get(self, episode_id: int) -> Episode:
        for e in self._episodes:
            if e.id == episode_id:
                return e
        raise NotFound(f"no episode {episode_id}")

    def episodes(self) -> list[Episode]:
        """All episodes in the order they were added (a new list)."""
        return list(self._episodes)

    def season(self, season: int) -> list[Episode]:
        return sorted((e for e in self._episodes if e.season == season), key=lambda e: e.number)

    def latest(self, n: int = 3) -> list[Episode]:
        """The n most recently published episodes, newest first (equal days: higher id first)."""
        return sorted(self._episodes, key=lambda e: (e.day, e.id), reverse=True)[:n]

    def total_seconds(self) -> int:
        return sum(e.seconds for e in self._episodes)

    def remove(self, episode_id: int) -> Episode:
        """Take an episode out of the feed (e.g. a trailer that was replaced)."""
        episode = self.get(episode_id)
        self._episodes = [e for e in self._episodes if e.id != episode_id]
        return episode

    def between(self, first_day: int, last_day: int) -> list[Episode]:
        """Episodes published from `first_day` to `last_day` (both included), in feed order."""
        if first_day > last_day:
            raise FeedError("the first day comes after the last day")
        return [e for e in self._episodes if first_day <= e.day <= last_day]

    def next_number(self, season: int) -> int:
        """The number the next episode of a season gets."""
        return max((e.number for e in self._episodes if e.season == season), default=0) + 1
