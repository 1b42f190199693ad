"""Aggregate functions over column values.

All functions ignore ``None`` (missing) values.  Booleans are not numbers
for the purpose of aggregation and are skipped as well.
"""

from __future__ import annotations

import math
from typing import Callable


def _numbers(values) -> list:
    return [v for v in values if v is not None and not isinstance(v, bool)]


def count(values) -> int:
    """Number of non-missing values."""
    return sum(1 for v in values if v is not None)


def total(values):
    """Sum of the numeric values (0 for an empty column)."""
    return sum(_numbers(values))


def mean(values):
    """Arithmetic mean, or None when there are no numeric values."""
    nums = _numbers(values)
    if not nums:
        return None
    return sum(nums) / len(nums)


def median(values):
    """Middle value; the mean of the two middle values for even counts."""
    nums = sorted(_numbers(values))
    n = len(nums)
    if n == 0:
        return None
    mid = n // 2
    if n % 2:
        return nums[mid]
    return (nums[mid - 1] + nums[mid]) / 2


def percentile(values, p: float):
    """The *p*-th percentile (0..100) using linear interpolation between ranks.

    Matches ``numpy.percentile(..., method="linear")``: the 0th percentile is
    the minimum, the 100th the maximum and the 50th the median.
    """
    if not 0 <= p <= 100:
        raise ValueError(f"percentile must be within 0..100, got {p}")
    nums = sorted(_numbers(values))
    if not nums:
        return None
    rank = (len(nums) - 1) * p / 100
    lo = math.floor(rank)
    hi = math.ceil(rank)
    return nums[lo] + (nums[hi] - nums[lo]) * (rank - lo)


def minimum(values):
    nums = _numbers(values)
    return min(nums) if nums else None


def maximum(values):
    nums = _numbers(values)
    return max(nums) if nums else None


AGGREGATORS: dict[str, Callable] = {
    "count": count,
    "sum": total,
    "mean": mean,
    "median": median,
    "min": minimum,
    "max": maximum,
}


def get_aggregator(name: str) -> Callable:
    """Look up an aggregator by name; ``p90``-style names give percentiles."""
    if name in AGGREGATORS:
        return AGGREGATORS[name]
    if name.startswith("p") and name[1:].isdigit():
        p = int(name[1:])
        return lambda values: percentile(values, p)
    raise KeyError(f"unknown aggregator: {name!r}")
