from datetime import date

from liftlog import Session


def day(n: int) -> date:
    """A day of May 2026."""
    return date(2026, 5, n)


def sample_sessions():
    return [
        Session(day(1)).add("squat", 100, 5, sets=3).add("bench", 70, 5, sets=3),
        Session(day(3)).add("deadlift", 140, 5).add("press", 45, 5, sets=3),
        Session(day(5)).add("squat", 105, 5, sets=3).add("bench", 72.5, 5, sets=3),
        Session(day(8)).add("squat", 110, 5, sets=3).add("press", 47.5, 5, sets=3),
    ]
