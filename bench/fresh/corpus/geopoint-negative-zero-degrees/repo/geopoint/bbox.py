"""Bounding boxes of points (not crossing the antimeridian)."""

from dataclasses import dataclass

from .angles import check_latitude, check_longitude
from .point import Point, as_point


@dataclass(frozen=True)
class BBox:
    south: float
    west: float
    north: float
    east: float

    def __post_init__(self):
        for name, check in (("south", check_latitude), ("north", check_latitude),
                            ("west", check_longitude), ("east", check_longitude)):
            object.__setattr__(self, name, check(getattr(self, name)))
        if self.south > self.north:
            raise ValueError("south must not be north of north")
        if self.west > self.east:
            raise ValueError("west must not be east of east")

    @classmethod
    def of(cls, points) -> "BBox":
        pts = [as_point(p) for p in points]
        if not pts:
            raise ValueError("a bounding box needs at least one point")
        lats = [p.lat for p in pts]
        lons = [p.lon for p in pts]
        return cls(min(lats), min(lons), max(lats), max(lons))

    def contains(self, point) -> bool:
        p = as_point(point)
        return self.south <= p.lat <= self.north and self.west <= p.lon <= self.east

    def center(self) -> Point:
        return Point((self.south + self.north) / 2, (self.west + self.east) / 2)

    def expand(self, degrees: float) -> "BBox":
        """A box `degrees` larger on every side, clipped to the valid ranges."""
        if degrees < 0:
            raise ValueError("cannot expand by a negative amount")
        return BBox(max(-90.0, self.south - degrees), max(-180.0, self.west - degrees),
                    min(90.0, self.north + degrees), min(180.0, self.east + degrees))
