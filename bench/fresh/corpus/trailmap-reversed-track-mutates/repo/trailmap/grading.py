"""Slope grades and the difficulty scale."""

from .track import Track

# Grades below 8 % are T1, below 15 % T2, below 25 % T3; 25 % and steeper is T4.
SCALE = [(8.0, "T1"), (15.0, "T2"), (25.0, "T3")]
STEEP_GRADE = 15.0


def grade(rise_m: float, run_m: float) -> float:
    """Slope in percent (rise over horizontal run)."""
    if run_m <= 0:
        raise ValueError("run must be positive")
    return 100.0 * rise_m / run_m


def segment_grades(track: Track) -> list[float]:
    """Grade of every segment of the track, in percent, one decimal."""
    out = []
    for a, b in zip(track.points, track.points[1:]):
        run = a.distance_km(b) * 1000.0
        out.append(round(grade(b.ele - a.ele, run), 1) if run > 0 else 0.0)
    return out


def difficulty(grade_pct: float) -> str:
    """The scale label of a grade; uphill and downhill count alike."""
    g = abs(grade_pct)
    for limit, label in SCALE:
        if g < limit:
            return label
    return "T4"


def steep_sections(grades: list[float], limit: float = STEEP_GRADE) -> list[int]:
    """Indices of the segments whose grade (either way) is `limit` or steeper."""
    return [i for i, g in enumerate(grades) if abs(g) >= limit]


def track_difficulty(track: Track) -> str:
    """The label of the steepest segment."""
    return difficulty(max(abs(g) for g in segment_grades(track)))


def label_counts(grades: list[float]) -> dict[str, int]:
    """How many segments fall in each band, every band listed."""
    out = {label: 0 for _, label in SCALE}
    out["T4"] = 0
    for g in grades:
        out[difficulty(g)] += 1
    return out
