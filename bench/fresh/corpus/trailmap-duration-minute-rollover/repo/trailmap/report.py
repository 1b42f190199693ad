"""Printable summaries."""

from .grading import track_difficulty
from .route import Route
from .timing import estimate_hours, format_duration
from .track import Track


def stage_line(name: str, track: Track) -> str:
    hours = estimate_hours(track)
    return (f"{name}: {track.length_km():.1f} km, +{track.ascent():.0f} m / "
            f"-{track.descent():.0f} m, {format_duration(hours)} h, {track_difficulty(track)}")


def summary(route: Route) -> list[str]:
    lines = [stage_line(name, track) for name, track in route.stages]
    lines.append(f"total: {route.length_km():.1f} km, +{route.ascent():.0f} m, "
                 f"{format_duration(route.hours())} h")
    return lines


def hardest_first(route: Route) -> list[str]:
    """Stage names from the hardest label to the easiest; ties keep route order."""
    rated = [(track_difficulty(t), n) for n, t in route.stages]
    return [n for _, n in sorted(rated, key=lambda x: x[0], reverse=True)]


BARS = " .:-=+*#"


def profile_chart(track: Track, width: int = 20) -> str:
    """A one-line elevation chart: `width` samples, low to high as ' .:-=+*#'."""
    if width < 2:
        raise ValueError("width must be at least 2")
    eles = track.elevations()
    low, high = min(eles), max(eles)
    span = (high - low) or 1.0
    out = []
    for i in range(width):
        e = eles[round(i * (len(eles) - 1) / (width - 1))]
        out.append(BARS[round((e - low) / span * (len(BARS) - 1))])
    return "".join(out)
