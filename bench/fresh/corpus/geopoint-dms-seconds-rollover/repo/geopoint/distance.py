"""Great-circle distances and directions on a spherical Earth."""

import math

from .point import as_point

EARTH_RADIUS_KM = 6371.0088
COMPASS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")


def haversine_km(a, b) -> float:
    """Great-circle distance between two points, in km."""
    p, q = as_point(a), as_point(b)
    phi1, phi2 = math.radians(p.lat), math.radians(q.lat)
    dphi = phi2 - phi1
    dlam = math.radians(q.lon - p.lon)
    h = math.sin(dphi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(dlam / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(h)))


def initial_bearing(a, b) -> float:
    """Initial bearing from a to b, degrees clockwise from north in [0, 360)."""
    p, q = as_point(a), as_point(b)
    phi1, phi2 = math.radians(p.lat), math.radians(q.lat)
    dlam = math.radians(q.lon - p.lon)
    x = math.sin(dlam) * math.cos(phi2)
    y = math.cos(phi1) * math.sin(phi2) - math.sin(phi1) * math.cos(phi2) * math.cos(dlam)
    return math.degrees(math.atan2(x, y)) % 360.0


def compass_point(bearing: float) -> str:
    """The nearest of the eight compass points of a bearing."""
    sector = 360.0 / len(COMPASS)
    return COMPASS[int(((bearing % 360.0) + sector / 2) // sector) % len(COMPASS)]
