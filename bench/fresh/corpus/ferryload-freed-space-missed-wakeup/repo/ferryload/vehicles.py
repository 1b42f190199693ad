import re
from dataclasses import dataclass

from .errors import InvalidInput

LENGTHS = {"bike": 2, "car": 5, "van": 7, "truck": 16}
_PLATE = re.compile(r"^[A-Z0-9]{1,4}-[A-Z0-9]{1,5}$")


@dataclass(frozen=True)
class Vehicle:
    plate: str
    kind: str

    def __post_init__(self):
        if not _PLATE.match(self.plate):
            raise InvalidInput(f"bad plate: {self.plate!r}")
        if self.kind not in LENGTHS:
            raise InvalidInput(f"unknown vehicle kind: {self.kind!r}")

    @property
    def length(self) -> int:
        return LENGTHS[self.kind]
