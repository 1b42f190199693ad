"""Quorum and majority rules, kept as exact fractions."""

from fractions import Fraction
from math import floor


def as_fraction(value) -> Fraction:
    """'1/2', '2/3', 0.5, Fraction(1, 2) -> a Fraction in [0, 1]."""
    f = Fraction(value) if not isinstance(value, float) else Fraction(str(value))
    if not 0 <= f <= 1:
        raise ValueError(f"a share must lie between 0 and 1: {value!r}")
    return f


def required_turnout(eligible: int, quorum: Fraction) -> Fraction:
    """The turnout the quorum asks for (may be fractional: 10 * 2/3)."""
    return eligible * quorum


def quorum_met(turnout: int, eligible: int, quorum: Fraction) -> bool:
    """The quorum is met when at least `quorum` of the eligible members voted."""
    if eligible <= 0:
        return False
    return turnout > required_turnout(eligible, quorum)


def votes_short(turnout: int, eligible: int, quorum: Fraction) -> int:
    """How many more votes the quorum needs (0 once it is met)."""
    needed = floor(required_turnout(eligible, quorum)) + 1
    return max(0, needed - turnout)


def majority_reached(votes: int, valid: int, threshold: Fraction = Fraction(1, 2)) -> bool:
    """A simple majority needs MORE than half of the valid votes; a qualified majority
    (threshold above one half) needs at least that share."""
    if valid <= 0:
        return False
    share = Fraction(votes, valid)
    if threshold == Fraction(1, 2):
        return share > threshold
    return share >= threshold
