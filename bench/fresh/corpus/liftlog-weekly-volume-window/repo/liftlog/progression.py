"""The next work weight of a linear progression."""

from .errors import LiftError
from .rounding import down_to_step

INCREMENT = {"squat": 5.0, "deadlift": 5.0}
DEFAULT_INCREMENT = 2.5
DELOAD = 0.9
FAILS_BEFORE_DELOAD = 3


def increment(exercise: str) -> float:
    return INCREMENT.get(exercise, DEFAULT_INCREMENT)


def next_weight(exercise: str, weight: float, success: bool, fails: int = 0) -> tuple[float, int]:
    """(next weight, consecutive failures) after a workout at `weight`.

    A success adds the exercise's increment and clears the failures. A failure repeats the
    weight; the third failure in a row deloads to 90 % (down to 2.5 kg, never below the bar).
    """
    if weight < 20:
        raise LiftError("work weights start at the empty bar")
    if success:
        return weight + increment(exercise), 0
    fails += 1
    if fails >= FAILS_BEFORE_DELOAD:
        return max(20.0, down_to_step(weight * DELOAD, 2.5)), 0
    return weight, fails


def plan(exercise: str, start: float, results: list[bool]) -> list[float]:
    """The work weight of every workout of a run of results (the first is `start`)."""
    weights, weight, fails = [], start, 0
    for ok in results:
        weights.append(weight)
        weight, fails = next_weight(exercise, weight, ok, fails)
    weights.append(weight)
    return weights
