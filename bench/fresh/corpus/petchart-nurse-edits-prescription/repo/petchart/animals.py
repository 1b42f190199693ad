"""Animals (patients) and their owners."""

from dataclasses import dataclass, field

from .errors import ValidationError

SPECIES = ("dog", "cat", "rabbit", "ferret", "bird")


@dataclass
class Animal:
    id: str
    name: str
    species: str
    owner: str
    weights: list[tuple[str, int]] = field(default_factory=list)  # (ISO date, grams)

    def __post_init__(self):
        if not self.id or not self.name.strip() or not self.owner.strip():
            raise ValidationError("animal id, name and owner are required")
        if self.species not in SPECIES:
            raise ValidationError(f"unknown species {self.species!r}")

    @property
    def current_weight(self) -> int | None:
        """The most recent weight in grams (by date; the later entry wins a tie)."""
        if not self.weights:
            return None
        return max(enumerate(self.weights), key=lambda p: (p[1][0], p[0]))[1][1]
