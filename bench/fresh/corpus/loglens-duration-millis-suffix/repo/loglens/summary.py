"""Summaries over a batch of records: level counts, numeric field statistics, top values."""

from collections import Counter
from dataclasses import dataclass

from .fields import coerce
from .levels import Level, at_least


@dataclass(frozen=True)
class FieldStats:
    count: int
    total: float
    minimum: float | None
    maximum: float | None

    @property
    def mean(self) -> float | None:
        return self.total / self.count if self.count else None


def count_by_level(records) -> dict:
    """Counts per level name, every level present (zero when absent), lowest level first."""
    counts = Counter(r.level for r in records)
    return {lvl.name.lower(): counts.get(lvl, 0) for lvl in Level}


def count_at_least(records, minimum) -> int:
    """How many records are at or above the level `minimum`."""
    return sum(1 for r in records if at_least(r.level, minimum))


def stats(records, key: str) -> FieldStats:
    """Statistics of a numeric (or duration) field; values that are not numbers are skipped."""
    values = []
    for r in records:
        if key not in r.fields:
            continue
        v = coerce(r.fields[key])
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            continue
        values.append(float(v))
    if not values:
        return FieldStats(0, 0.0, None, None)
    return FieldStats(len(values), sum(values), min(values), max(values))


def top_values(records, key: str, n: int = 3) -> list[tuple[str, int]]:
    """The `n` most frequent values of a field, most frequent first, ties by first appearance."""
    if n < 1:
        raise ValueError("n must be >= 1")
    counts = Counter()
    first = {}
    for i, r in enumerate(records):
        if key in r.fields:
            v = str(r.fields[key])
            counts[v] += 1
            first.setdefault(v, i)
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], first[kv[0]]))
    return ranked[:n]
