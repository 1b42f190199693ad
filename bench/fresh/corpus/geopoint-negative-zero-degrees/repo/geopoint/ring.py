"""Rings (closed polygons) and tracks (open paths) of points.

A ring may be given open ([a, b, c]) or closed ([a, b, c, a]); `close_ring` returns the closed
form. The caller's sequence is never changed.
"""

import math

from .distance import EARTH_RADIUS_KM, haversine_km
from .point import as_point


def close_ring(points) -> list:
    """The ring as a new closed list of Points (first point repeated at the end)."""
    ring = [as_point(p) for p in points]
    if len(ring) < 3:
        raise ValueError("a ring needs at least three points")
    if ring[0] != ring[-1]:
        ring.append(ring[0])
    return ring


def _legs(points) -> list[float]:
    return [haversine_km(a, b) for a, b in zip(points, points[1:])]


def track_length_km(points) -> float:
    """Length of an open track, in km."""
    track = [as_point(p) for p in points]
    return sum(_legs(track))


def perimeter_km(points) -> float:
    """Perimeter of a ring, in km."""
    return sum(_legs(close_ring(points)))


def area_km2(points) -> float:
    """Approximate area of a small ring, in km² (equirectangular projection, shoelace)."""
    ring = close_ring(points)
    mean_lat = math.radians(sum(p.lat for p in ring[:-1]) / (len(ring) - 1))
    k = math.pi / 180 * EARTH_RADIUS_KM
    xy = [(p.lon * k * math.cos(mean_lat), p.lat * k) for p in ring]
    twice = sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(xy, xy[1:]))
    return abs(twice) / 2
