"""Print jobs."""

from dataclasses import dataclass

STATES = ("queued", "held", "printing", "done", "failed", "cancelled")
PRIORITIES = range(1, 10)   # 1 is the most urgent
MAX_PAGES = 500


@dataclass
class Job:
    id: int
    owner: str
    name: str
    pages: int
    copies: int = 1
    priority: int = 5
    state: str = "queued"

    def __post_init__(self):
        if not self.name.strip():
            raise ValueError("a job needs a name")
        if not isinstance(self.pages, int) or not 1 <= self.pages <= MAX_PAGES:
            raise ValueError(f"pages must be 1..{MAX_PAGES}")
        if not isinstance(self.copies, int) or self.copies < 1:
            raise ValueError("copies must be a positive integer")
        if self.priority not in PRIORITIES:
            raise ValueError("priority must be 1..9")

    @property
    def sheets(self) -> int:
        return self.pages * self.copies
