"""Colonies and their strength."""

from dataclasses import dataclass

FRAMES_PER_BOX = 10


@dataclass
class Colony:
    id: str
    yard: str
    frames: int
    boxes: int = 1
    queen_year: int | None = None

    def __post_init__(self):
        if not self.id or not self.yard:
            raise ValueError("a colony needs an id and a yard")
        if self.boxes < 1 or not 0 <= self.frames <= self.boxes * FRAMES_PER_BOX:
            raise ValueError(f"colony {self.id}: {self.frames} frames do not fit {self.boxes} box(es)")

    def strength(self):
        """'weak' below 5 frames of bees, 'strong' from 12, else 'medium'."""
        if self.frames < 5:
            return "weak"
        return "strong" if self.frames >= 12 else "medium"
