"""Stitch repeats: a stitch pattern that needs 'a multiple of `repeat` plus `plus`' stitches."""

from .errors import RepeatError


def _check(repeat: int, plus: int) -> None:
    if repeat <= 0:
        raise RepeatError("a repeat needs at least one stitch")
    if plus < 0:
        raise RepeatError("the extra stitches cannot be negative")


def fits(stitches: int, repeat: int, plus: int = 0) -> bool:
    _check(repeat, plus)
    return stitches >= repeat + plus and (stitches - plus) % repeat == 0


def fit_repeat(stitches: int, repeat: int, plus: int = 0) -> int:
    """The smallest count of at least `stitches` that the repeat fits (a count that already
    fits is kept)."""
    _check(repeat, plus)
    if stitches <= repeat + plus:
        return repeat + plus
    k = -(-(stitches - plus) // repeat)
    return k * repeat + plus


def max_repeats(stitches: int, repeat: int, plus: int = 0) -> int:
    """How many whole repeats fit into `stitches` (with the `plus` stitches set aside)."""
    _check(repeat, plus)
    if stitches < repeat + plus:
        raise RepeatError(f"{stitches} stitches are too few for one repeat of {repeat} plus {plus}")
    return (stitches - plus) // repeat


def nearest_fit(stitches: int, repeat: int, plus: int = 0) -> int:
    """The fitting count closest to `stitches`; on a tie the larger one."""
    up = fit_repeat(stitches, repeat, plus)
    if up == stitches or up - repeat < repeat + plus:
        return up
    down = up - repeat
    return up if up - stitches <= stitches - down else down
