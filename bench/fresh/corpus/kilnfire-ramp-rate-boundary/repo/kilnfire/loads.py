"""Loading a kiln: ware on shelves. A shelf holds pieces side by side up to its area; the posts
above it must be taller than its tallest piece plus a clearance."""

from dataclasses import dataclass, field

from .errors import KilnError

CLEARANCE_CM = 1.0


@dataclass(frozen=True)
class Piece:
    name: str
    height_cm: float
    footprint_cm2: float

    def __post_init__(self):
        if self.height_cm <= 0 or self.footprint_cm2 <= 0:
            raise KilnError(f"{self.name}: a piece needs a height and a footprint")


@dataclass
class Shelf:
    area_cm2: float
    pieces: list[Piece] = field(default_factory=list)

    def used(self) -> float:
        return sum(p.footprint_cm2 for p in self.pieces)

    def free(self) -> float:
        return self.area_cm2 - self.used()

    def post_height(self) -> float:
        """The shortest post that clears every piece on the shelf."""
        return max((p.height_cm for p in self.pieces), default=0.0) + CLEARANCE_CM


class Load:
    def __init__(self, chamber_height_cm: float, shelf_area_cm2: float, shelf_thickness_cm: float = 1.5):
        if min(chamber_height_cm, shelf_area_cm2, shelf_thickness_cm) <= 0:
            raise KilnError("chamber and shelves need positive sizes")
        self.chamber_height_cm = chamber_height_cm
        self.shelf_area_cm2 = shelf_area_cm2
        self.shelf_thickness_cm = shelf_thickness_cm
        self.shelves: list[Shelf] = []

    def height(self) -> float:
        """Height of the stack: every shelf and the posts above it."""
        return round(sum(self.shelf_thickness_cm + s.post_height() for s in self.shelves), 1)

    def place(self, piece: Piece) -> int:
        """Put `piece` on the first shelf with room for it, or on a new shelf; returns the shelf
        number (1 = bottom). Raises KilnError when the stack would not fit the chamber."""
        if piece.footprint_cm2 > self.shelf_area_cm2:
            raise KilnError(f"{piece.name} is larger than a shelf")
        for i, shelf in enumerate(self.shelves, 1):
            if shelf.free() >= piece.footprint_cm2:
                old = shelf.post_height()
                if self.height() - old + max(old, piece.height_cm + CLEARANCE_CM) <= self.chamber_height_cm:
                    shelf.pieces.append(piece)
                    return i
        new = Shelf(self.shelf_area_cm2, [piece])
        if self.height() + self.shelf_thickness_cm + new.post_height() > self.chamber_height_cm:
            raise KilnError(f"no room left for {piece.name}")
        self.shelves.append(new)
        return len(self.shelves)

    def count(self) -> int:
        return sum(len(s.pieces) for s in self.shelves)
