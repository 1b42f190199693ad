"""Rolling expressions with a random source."""

from dataclasses import dataclass

from .terms import MAX_EXPLOSIONS, Constant, Dice


@dataclass(frozen=True)
class TermRoll:
    sign: int
    term: object
    rolls: tuple
    kept: tuple
    subtotal: int


@dataclass(frozen=True)
class RollResult:
    notation: str
    parts: tuple
    total: int


def _roll_die(term: Dice, rng) -> int:
    value = rng.randint(1, term.sides)
    result, explosions = value, 0
    while term.explode and value == term.sides and explosions < MAX_EXPLOSIONS:
        value = rng.randint(1, term.sides)
        result += value
        explosions += 1
    return result


def roll(expr, rng, bonus: int = 0) -> RollResult:
    """Roll every term once. `bonus` is added to the total (the expression is not changed)."""
    target = expr.plus(bonus)
    parts = []
    for sign, term in target.terms:
        if isinstance(term, Constant):
            parts.append(TermRoll(sign, term, (), (), sign * term.value))
            continue
        rolls = [_roll_die(term, rng) for _ in range(term.count)]
        kept = term.select(rolls)
        parts.append(TermRoll(sign, term, tuple(rolls), tuple(kept), sign * sum(kept)))
    return RollResult(str(target), tuple(parts), sum(p.subtotal for p in parts))


def roll_many(expr, rng, times: int, bonus: int = 0) -> list[RollResult]:
    if times < 0:
        raise ValueError("times must not be negative")
    return [roll(expr, rng, bonus) for _ in range(times)]
