"""Athletes and events."""
from dataclasses import dataclass

from .errors import EntryError

KINDS = ("track", "field")


@dataclass(frozen=True)
class Athlete:
    bib: int
    name: str
    club: str

    def __post_init__(self):
        if not 1 <= self.bib <= 9999:
            raise EntryError(f"bib out of range: {self.bib}")
        if not self.name.strip():
            raise EntryError("an athlete needs a name")
        if not (2 <= len(self.club) <= 4 and self.club.isalpha() and self.club.isupper()):
            raise EntryError(f"club code must be 2-4 capital letters: {self.club!r}")


@dataclass(frozen=True)
class Event:
    name: str
    kind: str
    standard: float | None = None   # entry standard: a time (track) or a distance (field)

    def __post_init__(self):
        if self.kind not in KINDS:
            raise EntryError(f"unknown event kind: {self.kind!r}")
        if self.standard is not None and self.standard <= 0:
            raise EntryError("a standard must be positive")

    @property
    def lower_is_better(self) -> bool:
        return self.kind == "track"
