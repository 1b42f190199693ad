"""Sample records and sample ids of the form LS-<year>-<5-digit number>."""

from dataclasses import dataclass
from datetime import date

from .errors import LabError

RETENTION_DAYS = {"blood": 365, "swab": 90, "tissue": 3650, "dna": 1825}


@dataclass
class Sample:
    id: str
    kind: str
    volume_ul: float
    collected: date
    group: str
    parent: str | None = None
    status: str = "registered"
    location: tuple[str, str] | None = None

    def __post_init__(self):
        if self.kind not in RETENTION_DAYS:
            raise LabError(f"unknown sample kind {self.kind!r}")
        if self.volume_ul <= 0:
            raise LabError("a sample has a positive volume")


def format_id(year: int, number: int) -> str:
    if not 1 <= number <= 99999:
        raise LabError(f"sample number out of range: {number}")
    return f"LS-{year:04d}-{number:05d}"


def parse_id(text: str) -> tuple[int, int]:
    parts = text.split("-")
    if len(parts) != 3 or parts[0] != "LS" or len(parts[1]) != 4 or len(parts[2]) != 5:
        raise LabError(f"bad sample id: {text!r}")
    if not (parts[1].isdigit() and parts[2].isdigit()):
        raise LabError(f"bad sample id: {text!r}")
    number = int(parts[2])
    if number == 0:
        raise LabError(f"bad sample id: {text!r}")
    return int(parts[1]), number


def next_number(ids, year: int) -> int:
    """The next free sample number of `year`, given the ids in use."""
    numbers = [n for y, n in (parse_id(i) for i in ids) if y == year]
    return max(numbers, default=0) + 1
