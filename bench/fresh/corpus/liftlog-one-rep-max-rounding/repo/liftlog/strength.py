"""Relative strength: a lift divided by bodyweight, and the level it reaches."""

from datetime import date

from .errors import LiftError
from .rounding import to_step

# exercise -> ratio thresholds (lift / bodyweight) of novice, intermediate, advanced, elite
LEVELS = ("beginner", "novice", "intermediate", "advanced", "elite")
THRESHOLDS = {
    "squat": (0.75, 1.25, 1.75, 2.5),
    "bench": (0.5, 1.0, 1.5, 2.0),
    "deadlift": (1.0, 1.5, 2.25, 3.0),
    "press": (0.35, 0.55, 0.8, 1.1),
}


class Bodyweight:
    """Dated bodyweight readings (kg)."""

    def __init__(self):
        self._readings: dict[date, float] = {}

    def record(self, day: date, kg: float) -> None:
        if not 30 <= kg <= 250:
            raise LiftError("a bodyweight must be between 30 and 250 kg")
        self._readings[day] = kg

    def on(self, day: date) -> float:
        """The latest reading on or before `day`."""
        earlier = [d for d in self._readings if d <= day]
        if not earlier:
            raise LiftError(f"no bodyweight recorded by {day.isoformat()}")
        return self._readings[max(earlier)]


def ratio(lift: float, bodyweight: float) -> float:
    """Lift per kilo of bodyweight, rounded half up to 0.01."""
    if bodyweight <= 0:
        raise LiftError("bodyweight must be positive")
    return to_step(lift / bodyweight, 0.01)


def level(exercise: str, lift: float, bodyweight: float) -> str:
    """The level a lift reaches; reaching a threshold exactly counts."""
    if exercise not in THRESHOLDS:
        raise LiftError(f"no strength levels for {exercise}")
    r = lift / bodyweight
    reached = sum(1 for t in THRESHOLDS[exercise] if r >= t)
    return LEVELS[reached]
