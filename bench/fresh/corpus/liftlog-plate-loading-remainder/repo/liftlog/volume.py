"""Training volume (tonnage: weight x reps) and frequency."""

from datetime import date, timedelta

from .sessions import Session


def session_volume(session: Session, exercise: str | None = None) -> float:
    names = [exercise] if exercise else session.exercises()
    return sum(s.tonnage for n in names for s in session.lifts.get(n, []))


def in_window(sessions: list[Session], end: date, days: int = 7) -> list[Session]:
    """Sessions in the `days` days ending on `end` (both that first day and `end` included)."""
    start = end - timedelta(days=days - 1)
    return sorted((s for s in sessions if start <= s.day <= end), key=lambda s: s.day)


def window_volume(sessions: list[Session], end: date, days: int = 7, exercise: str | None = None) -> float:
    return sum(session_volume(s, exercise) for s in in_window(sessions, end, days))


def frequency(sessions: list[Session], exercise: str, end: date, days: int = 7) -> int:
    """On how many days in the window ending on `end` the exercise was trained."""
    first = end - timedelta(days=days - 1)
    return len({s.day for s in sessions if exercise in s.lifts and first <= s.day <= end})


def by_exercise(sessions: list[Session]) -> dict[str, float]:
    totals: dict[str, float] = {}
    for s in sessions:
        for name in s.exercises():
            totals[name] = totals.get(name, 0.0) + session_volume(s, name)
    return dict(sorted(totals.items()))
