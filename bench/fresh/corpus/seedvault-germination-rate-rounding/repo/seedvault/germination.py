"""Germination tests and rates. Rates are percentages with one decimal, rounded half up."""

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from .errors import ValidationError


@dataclass(frozen=True)
class GerminationTest:
    sown: int
    sprouted: int
    year: int

    def __post_init__(self):
        if self.sown <= 0:
            raise ValidationError("a test must sow at least one seed")
        if not 0 <= self.sprouted <= self.sown:
            raise ValidationError("sprouted must be between 0 and sown")


def round_rate(value) -> float:
    """Round a percentage to one decimal, halves up."""
    return round(float(value), 1)


def rate(test: GerminationTest) -> float:
    """Percentage of sown seeds that sprouted."""
    return round_rate(Decimal(test.sprouted) * 100 / Decimal(test.sown))


def pooled_rate(tests) -> float | None:
    """Rate over several tests taken together (all seeds sown and sprouted)."""
    tests = list(tests)
    if not tests:
        return None
    sown = sum(t.sown for t in tests)
    sprouted = sum(t.sprouted for t in tests)
    return round_rate(Decimal(sprouted) * 100 / Decimal(sown))


def latest_rate(lot) -> float | None:
    test = lot.last_test()
    return None if test is None else rate(test)


def trend(lot) -> list[tuple[int, float]]:
    """(year, rate) of every test of the lot, oldest first; two tests in a year are pooled."""
    by_year: dict[int, list] = {}
    for test in lot.tests:
        by_year.setdefault(test.year, []).append(test)
    return [(year, pooled_rate(tests)) for year, tests in sorted(by_year.items())]


def is_viable(lot, threshold: float) -> bool:
    """A lot is viable when its latest rate reaches the threshold (untested lots are not)."""
    r = latest_rate(lot)
    return r is not None and r >= threshold
