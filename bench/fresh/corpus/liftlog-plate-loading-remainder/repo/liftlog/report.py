"""Text lines for a session and a week."""

from datetime import date

from .sessions import Session
from .volume import by_exercise, in_window, session_volume


def set_line(exercise: str, sets) -> str:
    groups: list[tuple[float, int, int]] = []
    for st in sets:
        if groups and groups[-1][:2] == (st.weight, st.reps):
            w, r, n = groups[-1]
            groups[-1] = (w, r, n + 1)
        else:
            groups.append((st.weight, st.reps, 1))
    parts = [f"{n}x{r}@{w:g}" if n > 1 else f"{r}@{w:g}" for w, r, n in groups]
    return f"{exercise}: " + ", ".join(parts)


def session_lines(session: Session) -> list[str]:
    lines = [f"{session.day.isoformat()} ({session_volume(session):g} kg)"]
    lines += [set_line(n, session.lifts[n]) for n in session.exercises()]
    return lines


def week_lines(sessions: list[Session], end: date) -> list[str]:
    week = in_window(sessions, end, 7)
    totals = by_exercise(week)
    lines = [f"week to {end.isoformat()}: {len(week)} sessions"]
    lines += [f"{name}: {total:g} kg" for name, total in totals.items()]
    return lines
