"""Letter grades."""

from __future__ import annotations

from typing import Iterable, Sequence

DEFAULT_SCALE: tuple[tuple[float, str], ...] = (
    (93.0, "A"),
    (90.0, "A-"),
    (87.0, "B+"),
    (83.0, "B"),
    (80.0, "B-"),
    (77.0, "C+"),
    (73.0, "C"),
    (70.0, "C-"),
    (67.0, "D+"),
    (60.0, "D"),
    (0.0, "F"),
)

GRADE_POINTS = {
    "A": 4.0, "A-": 3.7, "B+": 3.3, "B": 3.0, "B-": 2.7, "C+": 2.3,
    "C": 2.0, "C-": 1.7, "D+": 1.3, "D": 1.0, "F": 0.0,
}

PASS_MARK = 60.0


class LetterScale:
    """Cutoffs from the highest down: a percent at or above a cutoff earns its letter."""

    def __init__(
        self, cutoffs: Sequence[tuple[float, str]] = DEFAULT_SCALE, pass_mark: float = PASS_MARK
    ) -> None:
        ordered = sorted(cutoffs, key=lambda c: c[0], reverse=True)
        if not ordered:
            raise ValueError("a letter scale needs at least one cutoff")
        if len({c for c, _ in ordered}) != len(ordered):
            raise ValueError("two letters share a cutoff")
        self.cutoffs = tuple(ordered)
        self.pass_mark = pass_mark

    @property
    def letters(self) -> tuple[str, ...]:
        return tuple(letter for _, letter in self.cutoffs)

    def letter_for(self, percent: float) -> str:
        for cutoff, letter in self.cutoffs:
            if percent >= cutoff:
                return letter
        return self.cutoffs[-1][1]

    def passes(self, percent: float) -> bool:
        return percent >= self.pass_mark

    def min_percent(self, letter: str) -> float:
        for cutoff, name in self.cutoffs:
            if name == letter:
                return cutoff
        raise KeyError(letter)

    def grade_points(self, letter: str) -> float:
        return GRADE_POINTS[letter]

    def distribution(self, percents: Iterable[float]) -> dict[str, int]:
        """How many percents earn each letter, in scale order (every letter present)."""
        counts = {letter: 0 for letter in self.letters}
        for p in percents:
            counts[self.letter_for(p)] += 1
        return counts
