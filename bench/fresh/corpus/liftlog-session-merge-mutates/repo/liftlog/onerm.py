"""One-rep-max estimates and training weights."""

from .errors import LiftError
from .rounding import to_step

MAX_REPS = 12  # the formulas are not meant for longer sets


def _check(weight: float, reps: int) -> None:
    if weight <= 0:
        raise LiftError("weight must be positive")
    if not 1 <= reps <= MAX_REPS:
        raise LiftError(f"reps must be between 1 and {MAX_REPS}")


def epley(weight: float, reps: int) -> float:
    """Epley estimate, rounded half up to 0.5 kg; a single is its own max."""
    _check(weight, reps)
    if reps == 1:
        return to_step(weight, 0.5)
    return to_step(weight * (1 + reps / 30), 0.5)


def brzycki(weight: float, reps: int) -> float:
    """Brzycki estimate, rounded half up to 0.5 kg."""
    _check(weight, reps)
    return to_step(weight * 36 / (37 - reps), 0.5)


def estimate(weight: float, reps: int) -> dict:
    """Both estimates and their mean (all rounded half up to 0.5 kg)."""
    e, b = epley(weight, reps), brzycki(weight, reps)
    return {"epley": e, "brzycki": b, "mean": to_step((e + b) / 2, 0.5)}


def training_weight(one_rm: float, percent: float) -> float:
    """`percent` of a one-rep max, rounded half up to 2.5 kg (what can be loaded)."""
    if not 0 < percent <= 100:
        raise LiftError("percent must be in (0, 100]")
    return to_step(one_rm * percent / 100, 2.5)


def percent_table(one_rm: float, percents=(60, 70, 80, 90)) -> dict:
    return {p: training_weight(one_rm, p) for p in percents}
