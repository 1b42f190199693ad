"""Seed lots."""

import re
from dataclasses import dataclass, field

from .errors import ValidationError

LOT_ID = re.compile(r"^SV-\d{4}$")


@dataclass
class Lot:
    lot_id: str
    species: str
    project: str
    seeds: int
    collected: int
    tests: list = field(default_factory=list)
    reserved: int = 0

    def __post_init__(self):
        if not LOT_ID.match(self.lot_id):
            raise ValidationError(f"bad lot id {self.lot_id!r} (want SV-0000)")
        if not self.species.strip():
            raise ValidationError("a lot needs a species")
        if not self.project.strip():
            raise ValidationError("a lot needs a project")
        if self.seeds < 0:
            raise ValidationError("seed count cannot be negative")
        if not 1900 <= self.collected <= 2100:
            raise ValidationError(f"implausible collection year {self.collected}")

    @property
    def available(self) -> int:
        return self.seeds - self.reserved

    def last_test(self):
        if not self.tests:
            return None
        return max(self.tests, key=lambda t: t.year)


def split_lot(lot: Lot, new_id: str, seeds: int) -> Lot:
    """Take `seeds` seeds of `lot` into a new lot (same species, project, year and tests).
    Reserved seeds stay with the original lot."""
    if not 0 < seeds <= lot.available:
        raise ValidationError(f"can split 1..{lot.available} seeds off {lot.lot_id}")
    if new_id == lot.lot_id:
        raise ValidationError("a split lot needs a new id")
    new = Lot(new_id, lot.species, lot.project, seeds, lot.collected, list(lot.tests))
    lot.seeds -= seeds
    return new


def sort_key(lot: Lot):
    return (lot.species.lower(), lot.lot_id)
