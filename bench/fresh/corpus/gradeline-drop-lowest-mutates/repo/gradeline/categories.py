"""Grading categories, their weights and averages."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from .errors import WeightError

WEIGHT_TOLERANCE = 1e-6


@dataclass(frozen=True)
class Category:
    """A grading category: ``weight`` percent of the final grade.

    ``drop_lowest`` lowest scores are ignored in its average; ``bonus`` percentage points are
    added to the average (capped at 100).
    """

    name: str
    weight: float
    drop_lowest: int = 0
    bonus: float = 0.0


def category_average(percents: Sequence[float], drop_lowest: int = 0) -> float | None:
    """Mean of ``percents`` after dropping the ``drop_lowest`` lowest ones, rounded to 2 decimals.

    At least one score is always kept. ``None`` when there are no scores. The caller's sequence
    is not modified.
    """
    if drop_lowest < 0:
        raise ValueError(f"drop_lowest cannot be negative, got {drop_lowest}")
    if not percents:
        return None
    percents.sort()
    keep = percents[min(drop_lowest, len(percents) - 1):]
    return round(sum(keep) / len(keep), 2)


def median(percents: Sequence[float]) -> float | None:
    """Median of ``percents`` (``None`` when empty); the caller's sequence is not modified."""
    if not percents:
        return None
    percents.sort()
    ordered = percents
    mid = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[mid]
    return round((ordered[mid - 1] + ordered[mid]) / 2, 2)


def check_weights(categories: Iterable[Category]) -> None:
    """Weights must be non-negative and add up to 100 (within a rounding tolerance)."""
    categories = list(categories)
    if not categories:
        raise WeightError("a course needs at least one category")
    for c in categories:
        if c.weight < 0:
            raise WeightError(f"category {c.name!r} has a negative weight")
    total = sum(c.weight for c in categories)
    if not math.isclose(total, 100.0, rel_tol=0.0, abs_tol=WEIGHT_TOLERANCE):
        raise WeightError(f"category weights add up to {total:g}, not 100")


def parse_weights(text: str) -> list[Category]:
    """Read ``"homework=40, exams=45, project=15"`` (a syllabus line) into categories."""
    categories = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        name, sep, value = part.partition("=")
        if not sep or not name.strip():
            raise WeightError(f"not a weight: {part!r}")
        try:
            weight = float(value)
        except ValueError:
            raise WeightError(f"not a weight: {part!r}") from None
        if weight < 0:
            raise WeightError(f"category {name.strip()!r} has a negative weight")
        categories.append(Category(name.strip(), weight))
    total = sum(c.weight for c in categories)
    if not math.isclose(total, 100.0, rel_tol=0.0, abs_tol=WEIGHT_TOLERANCE):
        raise WeightError(f"{text!r}: weights add up to {total:g}, not 100")
    return categories


def weighted_total(
    categories: Sequence[Category], averages: Mapping[str, float | None]
) -> float | None:
    """Weighted mean of the category averages.

    Categories without an average yet (``None`` or missing) are left out and the weights of the
    others are rescaled. ``None`` when no category has an average.
    """
    check_weights(categories)
    used = [(c, averages.get(c.name)) for c in categories]
    used = [(c, avg) for c, avg in used if avg is not None]
    weight = sum(c.weight for c, _ in used)
    if not used or weight == 0:
        return None
    return round(sum(c.weight * avg for c, avg in used) / weight, 2)
