"""The bank's policy: viability threshold, minimum stock, withdrawal limit, retest interval."""

from dataclasses import dataclass

from .errors import ValidationError
from .germination import is_viable


@dataclass(frozen=True)
class Policy:
    viability_threshold: float = 85.0
    min_seeds: int = 500
    max_withdrawal: int = 200
    retest_years: int = 10

    def __post_init__(self):
        if not 0 < self.viability_threshold <= 100:
            raise ValidationError("threshold must be in (0, 100]")
        if self.min_seeds < 0 or self.max_withdrawal <= 0 or self.retest_years <= 0:
            raise ValidationError("limits must be positive")


def needs_regeneration(lot, policy: Policy) -> bool:
    """A lot must be grown out again when it is no longer viable or its stock is low."""
    return not is_viable(lot, policy.viability_threshold) or lot.seeds < policy.min_seeds


def due_for_retest(lot, policy: Policy, year: int) -> bool:
    test = lot.last_test()
    last = lot.collected if test is None else test.year
    return year - last >= policy.retest_years
