"""Scores from 1 to 10 in half points, averages and funding bands."""

from decimal import ROUND_HALF_UP, Decimal

from .errors import GrantError


def check_score(score) -> float:
    value = float(score)
    if not 1 <= value <= 10 or value * 2 != int(value * 2):
        raise GrantError(f"a score is 1 to 10 in half points, not {score!r}")
    return value


def average(scores) -> float:
    """The mean of the scores to two decimals, halves rounded up."""
    if not scores:
        raise GrantError("no scores")
    mean = Decimal(sum(Decimal(str(s)) for s in scores)) / len(scores)
    return float(mean.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def band(avg: float, call) -> str:
    """'fund' from the cutoff up, 'reserve' within the margin below it, else 'decline'."""
    if avg >= call.cutoff:
        return "fund"
    if avg >= call.cutoff - call.reserve_margin:
        return "reserve"
    return "decline"


def spread(scores) -> float:
    return max(scores) - min(scores) if scores else 0.0
