"""The Point record."""

from dataclasses import dataclass

from .angles import check_latitude, check_longitude
from .fmt import format_point
from .parse import parse_point


@dataclass(frozen=True)
class Point:
    lat: float
    lon: float

    def __post_init__(self):
        object.__setattr__(self, "lat", check_latitude(self.lat))
        object.__setattr__(self, "lon", check_longitude(self.lon))

    @classmethod
    def from_text(cls, text: str) -> "Point":
        lat, lon = parse_point(text)
        return cls(lat, lon)

    def to_text(self, style: str = "dms", places: int | None = None) -> str:
        return format_point(self.lat, self.lon, style, places)

    def rounded(self, places: int = 6) -> "Point":
        return Point(round(self.lat, places), round(self.lon, places))


def as_point(value) -> Point:
    """A Point from a Point, a (lat, lon) pair or a text."""
    if isinstance(value, Point):
        return value
    if isinstance(value, str):
        return Point.from_text(value)
    try:
        lat, lon = value
    except (TypeError, ValueError):
        raise TypeError(f"cannot make a point of {value!r}") from None
    return Point(lat, lon)
