"""Raw scores: points out of a maximum, percentages and late penalties."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import ScoreError

_SCORE_RE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*/\s*(\d+(?:\.\d+)?)\s*$")

DEFAULT_LATE_PER_DAY = 10.0
DEFAULT_LATE_CAP = 50.0


def validate_score(points: float, max_points: float) -> None:
    """Check that ``max_points > 0`` and ``0 <= points <= max_points``.

    Full marks (``points == max_points``) are a valid score. More points than the maximum are
    refused: extra credit is given per category (``Category.bonus``), never through a score.
    """
    if max_points <= 0:
        raise ScoreError(f"max_points must be positive, got {max_points}")
    if points < 0:
        raise ScoreError(f"points cannot be negative, got {points}")
    if points > max_points:
        raise ScoreError(f"{points} points is more than the maximum of {max_points}")


@dataclass(frozen=True)
class Score:
    """``points`` out of ``max_points``, handed in ``late_days`` days late."""

    points: float
    max_points: float
    late_days: int = 0
    label: str = ""

    def __post_init__(self) -> None:
        validate_score(self.points, self.max_points)
        if self.late_days < 0:
            raise ScoreError(f"late_days cannot be negative, got {self.late_days}")

    @property
    def fraction(self) -> float:
        return self.points / self.max_points

    @property
    def percent(self) -> float:
        """The raw percentage, rounded to 2 decimals (no late penalty)."""
        return round(100.0 * self.points / self.max_points, 2)

    def __str__(self) -> str:
        late = f" ({self.late_days}d late)" if self.late_days else ""
        return f"{_num(self.points)}/{_num(self.max_points)}{late}"


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def parse_score(text: str, late_days: int = 0, label: str = "") -> Score:
    """Parse ``"17/20"`` or ``"17.5 / 20"`` into a :class:`Score`."""
    m = _SCORE_RE.match(text)
    if not m:
        raise ScoreError(f"not a score: {text!r}")
    points, max_points = float(m.group(1)), float(m.group(2))
    if max_points <= 0:
        raise ScoreError(f"{text!r}: the maximum must be positive")
    if points > max_points:
        raise ScoreError(f"{text!r}: more points than the maximum")
    return Score(points, max_points, late_days, label)


def late_penalty(
    percent: float,
    late_days: int,
    per_day: float = DEFAULT_LATE_PER_DAY,
    cap: float = DEFAULT_LATE_CAP,
) -> float:
    """Deduct ``per_day`` percentage points per day late, at most ``cap``, never below 0."""
    if late_days <= 0:
        return percent
    deduction = min(per_day * late_days, cap)
    return max(0.0, round(percent - deduction, 2))


def effective_percent(
    score: Score, per_day: float = DEFAULT_LATE_PER_DAY, cap: float = DEFAULT_LATE_CAP
) -> float:
    """The score's percentage after the late penalty."""
    return late_penalty(score.percent, score.late_days, per_day, cap)
