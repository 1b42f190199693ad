"""Walking times (Naismith's rule, Tobler's hiking function) and their formatting."""

import math

from .track import Track

FLAT_KMH = 5.0
CLIMB_M_PER_HOUR = 600.0


def estimate_hours(track: Track, speed_kmh: float = FLAT_KMH) -> float:
    """Naismith: one hour per `speed_kmh` km plus one hour per 600 m of ascent."""
    if speed_kmh <= 0:
        raise ValueError("speed must be positive")
    return track.length_km() / speed_kmh + track.ascent() / CLIMB_M_PER_HOUR


def format_duration(hours: float) -> str:
    """'h:mm', rounded to the nearest minute (half a minute rounds up)."""
    if hours < 0:
        raise ValueError("negative duration")
    h = int(hours)
    m = int((hours - h) * 60 + 0.5)
    return f"{h}:{m:02d}"


def format_pace(minutes_per_km: float) -> str:
    """'m:ss' per km, rounded to the nearest second (half a second rounds up)."""
    if minutes_per_km < 0:
        raise ValueError("negative pace")
    m = int(minutes_per_km)
    s = int((minutes_per_km - m) * 60 + 0.5)
    return f"{m}:{s:02d}"


def pace(track: Track, hours: float) -> float:
    """Minutes per km over the track."""
    return hours * 60.0 / track.length_km()


def tobler_kmh(grade_pct: float) -> float:
    """Walking speed on a slope by Tobler's hiking function (fastest slightly downhill)."""
    return round(6.0 * math.exp(-3.5 * abs(grade_pct / 100.0 + 0.05)), 3)


def tobler_hours(track: Track) -> float:
    """Walking time summed segment by segment at Tobler's speed."""
    total = 0.0
    for a, b in zip(track.points, track.points[1:]):
        km = a.distance_km(b)
        if km > 0:
            total += km / tobler_kmh(100.0 * (b.ele - a.ele) / (km * 1000.0))
    return total
