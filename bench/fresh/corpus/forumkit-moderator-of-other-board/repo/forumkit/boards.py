from dataclasses import dataclass, field

from .errors import InvalidInput


@dataclass(frozen=True)
class Board:
    slug: str
    title: str
    moderators: frozenset[str] = frozenset()
    private: bool = False
    members: frozenset[str] = frozenset()

    def __post_init__(self):
        if not self.slug or not all(c.isalnum() or c == "-" for c in self.slug) or self.slug != self.slug.lower():
            raise InvalidInput(f"bad board slug: {self.slug!r}")
        if not self.title.strip():
            raise InvalidInput("a board needs a title")


@dataclass
class Post:
    id: int
    thread_id: int
    author: str
    body: str
    created: float
    edited: float | None = None
    deleted: bool = False


@dataclass
class Thread:
    id: int
    board: str
    title: str
    author: str
    created: float
    tags: list[str] = field(default_factory=list)
    locked: bool = False
    post_ids: list[int] = field(default_factory=list)
