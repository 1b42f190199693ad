"""Pages and their revisions."""
from __future__ import annotations

from dataclasses import dataclass, field

from .errors import NotFound


@dataclass(frozen=True)
class Revision:
    number: int
    author: str
    text: str
    at: int
    summary: str = ""


@dataclass
class Page:
    slug: str
    title: str
    owner: str
    revisions: list[Revision] = field(default_factory=list)
    locked: bool = False
    watchers: set[str] = field(default_factory=set)

    @property
    def text(self) -> str:
        return self.revisions[-1].text if self.revisions else ""

    @property
    def latest(self) -> Revision:
        return self.revisions[-1]

    def revision(self, number: int) -> Revision:
        if not 1 <= number <= len(self.revisions):
            raise NotFound(f"{self.slug} has no revision {number}")
        return self.revisions[number - 1]

    def add_revision(self, author: str, text: str, at: int, summary: str = "") -> Revision:
        rev = Revision(len(self.revisions) + 1, author, text, at, summary)
        self.revisions.append(rev)
        return rev
