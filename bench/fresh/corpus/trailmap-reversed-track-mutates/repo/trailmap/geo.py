"""Great-circle helpers on a spherical earth."""

import math

EARTH_RADIUS_KM = 6371.0


def haversine_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Distance in km between two (lat, lon) positions given in degrees."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp = p2 - p1
    dl = math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(a)))


def bearing_deg(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Initial bearing from the first position to the second, 0 <= b < 360."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dl = math.radians(lon2 - lon1)
    x = math.sin(dl) * math.cos(p2)
    y = math.cos(p1) * math.sin(p2) - math.sin(p1) * math.cos(p2) * math.cos(dl)
    return round(math.degrees(math.atan2(x, y)) % 360.0, 1)


COMPASS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]


def compass(bearing: float) -> str:
    """The nearest of the eight compass points."""
    return COMPASS[int((bearing % 360.0) / 45.0 + 0.5) % 8]


def destination(lat: float, lon: float, bearing: float, km: float) -> tuple[float, float]:
    """The position `km` from (lat, lon) along the initial `bearing`, to six decimals."""
    d = km / EARTH_RADIUS_KM
    b = math.radians(bearing)
    p1, l1 = math.radians(lat), math.radians(lon)
    p2 = math.asin(math.sin(p1) * math.cos(d) + math.cos(p1) * math.sin(d) * math.cos(b))
    l2 = l1 + math.atan2(math.sin(b) * math.sin(d) * math.cos(p1), math.cos(d) - math.sin(p1) * math.sin(p2))
    return round(math.degrees(p2), 6), round((math.degrees(l2) + 540.0) % 360.0 - 180.0, 6)


def midpoint(lat1: float, lon1: float, lat2: float, lon2: float) -> tuple[float, float]:
    """The great-circle midpoint of two positions, to six decimals."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    l1, dl = math.radians(lon1), math.radians(lon2 - lon1)
    bx, by = math.cos(p2) * math.cos(dl), math.cos(p2) * math.sin(dl)
    p3 = math.atan2(math.sin(p1) + math.sin(p2), math.sqrt((math.cos(p1) + bx) ** 2 + by ** 2))
    l3 = l1 + math.atan2(by, math.cos(p1) + bx)
    return round(math.degrees(p3), 6), round(math.degrees(l3), 6)
