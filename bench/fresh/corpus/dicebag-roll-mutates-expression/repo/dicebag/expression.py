"""A dice expression: signed terms added together."""

from dataclasses import dataclass, field
from fractions import Fraction

from .terms import Constant, Dice


@dataclass
class Expression:
    terms: list = field(default_factory=list)  # [(sign, term)], sign is +1 or -1

    def __str__(self) -> str:
        parts = []
        for i, (sign, term) in enumerate(self.terms):
            if sign < 0:
                parts.append("-" + str(term))
            else:
                parts.append(("+" if i else "") + str(term))
        return "".join(parts) or "0"

    def dice(self) -> list:
        return [term for _, term in self.terms if isinstance(term, Dice)]

    def dice_count(self) -> int:
        """How many dice a roll of the expression throws (before explosions)."""
        return sum(term.count for term in self.dice())

    def minimum(self) -> int:
        return sum(t.minimum() if s > 0 else -_max(t) for s, t in self.terms)

    def maximum(self) -> int | None:
        if any(isinstance(t, Dice) and t.explode for _, t in self.terms):
            return None
        return sum(t.maximum() if s > 0 else -t.minimum() for s, t in self.terms)

    def mean(self) -> Fraction:
        """Mean of the expression (dice without keep or explosion only)."""
        total = Fraction(0)
        for sign, term in self.terms:
            if isinstance(term, Constant):
                total += sign * term.value
            else:
                if term.keep is not None or term.explode:
                    raise ValueError("mean() needs plain dice; use stats.expected()")
                total += sign * term.count * Fraction(term.sides + 1, 2)
        return total

    def plus(self, value: int) -> "Expression":
        """A new expression with a constant added (or subtracted when negative)."""
        if value == 0:
            return Expression(list(self.terms))
        return Expression(list(self.terms) + [(1 if value > 0 else -1, Constant(abs(value)))])


def _max(term) -> int:
    m = term.maximum()
    if m is None:
        raise ValueError("an exploding term has no maximum")
    return m
