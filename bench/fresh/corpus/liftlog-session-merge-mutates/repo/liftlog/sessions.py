"""Sets and training sessions."""

from dataclasses import dataclass, field
from datetime import date

from .errors import LiftError
from .rounding import down_to_step


@dataclass(frozen=True)
class Set:
    weight: float
    reps: int

    def __post_init__(self):
        if self.weight < 0 or self.reps <= 0:
            raise LiftError("a set needs a weight >= 0 and at least one rep")

    @property
    def tonnage(self) -> float:
        return self.weight * self.reps


@dataclass
class Session:
    day: date
    lifts: dict[str, list[Set]] = field(default_factory=dict)

    def add(self, exercise: str, weight: float, reps: int, sets: int = 1) -> "Session":
        for _ in range(sets):
            self.lifts.setdefault(exercise, []).append(Set(weight, reps))
        return self

    def exercises(self) -> list[str]:
        return sorted(self.lifts)


def merge(first: Session, second: Session) -> Session:
    """One session holding the sets of both (same day); the inputs stay as they are."""
    if first.day != second.day:
        raise LiftError("only sessions of the same day can be merged")
    lifts = first.lifts
    for name, sets in second.lifts.items():
        lifts.setdefault(name, []).extend(sets)
    return Session(first.day, lifts)


def with_warmups(session: Session, exercise: str, steps=(0.4, 0.6, 0.8)) -> Session:
    """A copy of `session` with warm-up sets (5, 3, 2 reps) before the first work set."""
    if exercise not in session.lifts or not session.lifts[exercise]:
        raise LiftError(f"no work sets of {exercise}")
    top = session.lifts[exercise][0].weight
    reps = (5, 3, 2)
    warmups = [Set(max(20.0, down_to_step(top * s, 2.5)), r) for s, r in zip(steps, reps)]
    lifts = session.lifts
    lifts[exercise] = warmups + lifts[exercise]
    return Session(session.day, lifts)
