"""Personal records."""

from .onerm import MAX_REPS, epley
from .sessions import Session


def best_sets(sessions: list[Session], exercise: str) -> dict[int, float]:
    """Heaviest weight lifted for each rep count."""
    best: dict[int, float] = {}
    for s in sessions:
        for st in s.lifts.get(exercise, []):
            if st.weight > best.get(st.reps, 0.0):
                best[st.reps] = st.weight
    return dict(sorted(best.items()))


def estimated_max(sessions: list[Session], exercise: str) -> float | None:
    """The best Epley estimate over every set of up to 12 reps."""
    estimates = [epley(st.weight, st.reps) for s in sessions for st in s.lifts.get(exercise, [])
                 if st.weight > 0 and st.reps <= MAX_REPS]
    return max(estimates) if estimates else None


def new_records(history: list[Session], session: Session) -> list[str]:
    """Exercises of `session` with a heavier weight for some rep count than ever before."""
    found = []
    for name in session.exercises():
        before = best_sets(history, name)
        for st in session.lifts[name]:
            if st.weight > before.get(st.reps, 0.0):
                found.append(name)
                break
    return found
