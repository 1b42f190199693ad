"""Exact distributions of dice expressions, as fractions."""

import itertools
from collections import Counter
from fractions import Fraction

from .errors import DiceError
from .terms import Constant

MAX_OUTCOMES = 200_000


def _convolve(a: dict, b: dict) -> dict:
    out: dict = {}
    for x, p in a.items():
        for y, q in b.items():
            out[x + y] = out.get(x + y, 0) + p * q
    return out


def term_distribution(term) -> dict[int, Fraction]:
    if isinstance(term, Constant):
        return {term.value: Fraction(1)}
    if term.explode:
        raise DiceError("exploding dice have no finite distribution")
    if term.keep is None:
        face = {v: Fraction(1, term.sides) for v in range(1, term.sides + 1)}
        dist = {0: Fraction(1)}
        for _ in range(term.count):
            dist = _convolve(dist, face)
        return dist
    outcomes = term.sides ** term.count
    if outcomes > MAX_OUTCOMES:
        raise DiceError(f"{term} has too many outcomes to enumerate")
    counts = Counter()
    for rolls in itertools.product(range(1, term.sides + 1), repeat=term.count):
        counts[sum(term.select(list(rolls)))] += 1
    return {total: Fraction(n, outcomes) for total, n in counts.items()}


def distribution(expr, bonus: int = 0) -> dict[int, Fraction]:
    """total -> probability, sorted by total. `bonus` shifts the totals (expr is not changed)."""
    if bonus:
        expr.terms.append((1 if bonus > 0 else -1, Constant(abs(bonus))))
    dist = {0: Fraction(1)}
    for sign, term in expr.terms:
        part = term_distribution(term)
        if sign < 0:
            part = {-k: p for k, p in part.items()}
        dist = _convolve(dist, part)
    return dict(sorted(dist.items()))


def probability_at_least(expr, target: int) -> Fraction:
    return sum((p for total, p in distribution(expr).items() if total >= target), Fraction(0))


def expected(expr) -> Fraction:
    return sum((total * p for total, p in distribution(expr).items()), Fraction(0))
