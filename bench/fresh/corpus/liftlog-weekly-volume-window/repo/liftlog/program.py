"""A four-week wave program computed from a one-rep max.

Work weights are percentages of a training max (90 % of the one-rep max, down to 2.5 kg) and
are rounded half up to 2.5 kg like every training weight.
"""

from .errors import LiftError
from .onerm import training_weight
from .progression import increment
from .rounding import down_to_step

TRAINING_MAX = 90  # percent of the one-rep max

# week -> (percent of the training max, reps) of the three work sets
WAVES = {
    1: [(65, 5), (75, 5), (85, 5)],
    2: [(70, 3), (80, 3), (90, 3)],
    3: [(75, 5), (85, 3), (95, 1)],
    4: [(40, 5), (50, 5), (60, 5)],  # deload week
}


def training_max(one_rm: float) -> float:
    if one_rm <= 0:
        raise LiftError("the one-rep max must be positive")
    return down_to_step(one_rm * TRAINING_MAX / 100, 2.5)


def week_sets(one_rm: float, week: int) -> list[tuple[float, int]]:
    """(weight, reps) of the work sets of `week` (1-4)."""
    if week not in WAVES:
        raise LiftError(f"no week {week} in the wave")
    tm = training_max(one_rm)
    return [(training_weight(tm, pct), reps) for pct, reps in WAVES[week]]


def cycle(one_rm: float) -> dict[int, list[tuple[float, int]]]:
    return {week: week_sets(one_rm, week) for week in WAVES}


def next_cycle_max(exercise: str, one_rm: float) -> float:
    """The one-rep max to plan the next cycle with: two increments more."""
    return one_rm + 2 * increment(exercise)


def format_week(one_rm: float, week: int) -> str:
    return " / ".join(f"{reps}x{weight:g}" for weight, reps in week_sets(one_rm, week))
