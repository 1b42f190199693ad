"""The gradebook: students, recorded scores and final grades."""

from __future__ import annotations

from typing import Iterable

from .categories import Category, category_average, check_weights, weighted_total
from .errors import UnknownStudent
from .letters import LetterScale
from .scores import DEFAULT_LATE_CAP, DEFAULT_LATE_PER_DAY, Score, effective_percent


class Gradebook:
    def __init__(
        self,
        categories: Iterable[Category],
        scale: LetterScale | None = None,
        late_per_day: float = DEFAULT_LATE_PER_DAY,
        late_cap: float = DEFAULT_LATE_CAP,
    ) -> None:
        categories = list(categories)
        check_weights(categories)
        self.categories = {c.name: c for c in categories}
        self.scale = scale or LetterScale()
        self.late_per_day = late_per_day
        self.late_cap = late_cap
        self._scores: dict[str, dict[str, list[Score]]] = {}

    # -- students and scores -------------------------------------------------
    def add_student(self, name: str) -> None:
        self._scores.setdefault(name, {c: [] for c in self.categories})

    @property
    def students(self) -> list[str]:
        return sorted(self._scores)

    def _bucket(self, student: str, category: str) -> list[Score]:
        if student not in self._scores:
            raise UnknownStudent(student)
        if category not in self.categories:
            raise UnknownStudent(f"no category {category!r}")
        return self._scores[student][category]

    def record(self, student: str, category: str, score: Score) -> None:
        self._bucket(student, category).append(score)

    def scores(self, student: str, category: str) -> list[Score]:
        return list(self._bucket(student, category))

    def percents(self, student: str, category: str) -> list[float]:
        """Effective percents (after late penalties) in the order they were recorded."""
        return [
            effective_percent(s, self.late_per_day, self.late_cap)
            for s in self._bucket(student, category)
        ]

    # -- results -------------------------------------------------------------
    def category_averages(self, student: str) -> dict[str, float | None]:
        result = {}
        for name, cat in self.categories.items():
            avg = category_average(self.percents(student, name), cat.drop_lowest)
            if avg is not None and cat.bonus:
                avg = min(100.0, round(avg + cat.bonus, 2))
            result[name] = avg
        return result

    def final_percent(self, student: str) -> float | None:
        return weighted_total(list(self.categories.values()), self.category_averages(student))

    def letter(self, student: str) -> str | None:
        final = self.final_percent(student)
        return None if final is None else self.scale.letter_for(final)

    def ranking(self) -> list[tuple[str, float]]:
        """Students with a final percent, best first; ties by name."""
        rows = [(s, self.final_percent(s)) for s in self.students]
        rows = [(s, p) for s, p in rows if p is not None]
        return sorted(rows, key=lambda r: (-r[1], r[0]))
