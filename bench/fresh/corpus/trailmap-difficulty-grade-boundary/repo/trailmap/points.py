"""Track points: latitude, longitude (degrees) and elevation (m)."""

from dataclasses import dataclass

from .errors import TrailError
from .geo import haversine_km


@dataclass(frozen=True)
class Point:
    lat: float
    lon: float
    ele: float = 0.0

    def __post_init__(self):
        if not -90.0 <= self.lat <= 90.0:
            raise TrailError(f"latitude out of range: {self.lat}")
        if not -180.0 <= self.lon <= 180.0:
            raise TrailError(f"longitude out of range: {self.lon}")

    def distance_km(self, other: "Point") -> float:
        return haversine_km(self.lat, self.lon, other.lat, other.lon)


def parse_point(text: str) -> Point:
    """'lat,lon' or 'lat,lon,ele' (spaces allowed) -> Point."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) not in (2, 3) or not all(parts):
        raise TrailError(f"not a point: {text!r}")
    try:
        values = [float(p) for p in parts]
    except ValueError:
        raise TrailError(f"not a point: {text!r}") from None
    return Point(*values)


def profile_points(run_m: float, elevations: list[float], lat: float = 46.0) -> list[Point]:
    """Points due north of each other, `run_m` metres apart, at the given elevations."""
    step = run_m / 1000.0 / 111.195
    return [Point(lat + i * step, 8.0, e) for i, e in enumerate(elevations)]


def parse_track_text(text: str) -> list[Point]:
    """One point per line ('lat,lon[,ele]'); blank lines and '#' comments are skipped."""
    points = []
    for n, line in enumerate(text.splitlines(), start=1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            points.append(parse_point(line))
        except TrailError as exc:
            raise TrailError(f"line {n}: {exc}") from None
    return points


def bounding_box(points: list[Point]) -> tuple[float, float, float, float]:
    """(south, west, north, east) of the points."""
    if not points:
        raise TrailError("no points")
    lats = [p.lat for p in points]
    lons = [p.lon for p in points]
    return min(lats), min(lons), max(lats), max(lons)
