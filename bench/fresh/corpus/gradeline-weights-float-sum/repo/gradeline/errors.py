"""Exceptions raised by gradeline."""


class GradeError(Exception):
    """Base class of every gradeline error."""


class ScoreError(GradeError, ValueError):
    """A score that cannot be recorded (negative, over the maximum, malformed)."""


class WeightError(GradeError, ValueError):
    """Category weights that are negative or do not add up to 100."""


class UnknownStudent(GradeError, KeyError):
    """A student or category the gradebook does not know."""
