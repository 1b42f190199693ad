"""Episodes of a show."""

from dataclasses import dataclass, field

from .errors import FeedError


@dataclass(frozen=True)
class Episode:
    id: int
    title: str
    show: str
    season: int
    number: int
    seconds: int
    day: int
    premium: bool = False
    tags: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self):
        if not self.title.strip():
            raise FeedError("an episode needs a title")
        if self.season < 1 or self.number < 1:
            raise FeedError("seasons and numbers start at 1")
        if self.seconds <= 0:
            raise FeedError("an episode must have a length")
        object.__setattr__(self, "tags", frozenset(t.lower() for t in self.tags))

    @property
    def code(self) -> str:
        return f"S{self.season}E{self.number}"
