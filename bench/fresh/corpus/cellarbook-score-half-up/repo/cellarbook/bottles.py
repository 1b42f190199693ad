"""Bottle records."""

from dataclasses import dataclass

from .errors import CellarError

COLOURS = ("red", "white", "rosé", "sparkling", "sweet")
SIZES = (375, 750, 1500, 3000)


@dataclass(frozen=True)
class Bottle:
    """One bottle. `owner` is the member a private bottle belongs to; None for a club bottle.
    The drinking window runs from `drink_from` to `drink_until`, both years included."""

    id: str
    producer: str
    wine: str
    vintage: int | None
    region: str
    colour: str = "red"
    drink_from: int | None = None
    drink_until: int | None = None
    owner: str | None = None
    size_ml: int = 750

    def __post_init__(self):
        if not self.id or not self.id.isalnum():
            raise CellarError(f"bad bottle id: {self.id!r}")
        if self.colour not in COLOURS:
            raise CellarError(f"unknown colour: {self.colour!r}")
        if self.vintage is not None and not 1900 <= self.vintage <= 2100:
            raise CellarError(f"implausible vintage: {self.vintage}")
        if self.size_ml not in SIZES:
            raise CellarError(f"unusual bottle size: {self.size_ml} ml")
        if self.drink_from is not None and self.drink_until is not None and self.drink_from > self.drink_until:
            raise CellarError("a drinking window must not end before it starts")

    @property
    def label(self) -> str:
        return f"{self.producer} {self.wine} {self.vintage or 'NV'}"

    @property
    def private(self) -> bool:
        return self.owner is not None
