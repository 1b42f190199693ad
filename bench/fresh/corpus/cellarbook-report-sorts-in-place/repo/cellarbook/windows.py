"""Drinking windows: is a bottle too young, ready, or past its best in a given year?"""

from .bottles import Bottle

TOO_YOUNG, READY, PAST, UNKNOWN = "too young", "ready", "past its best", "unknown"


def status(bottle: Bottle, year: int) -> str:
    """Where `year` falls in the bottle's window; both ends of the window are ready years."""
    if bottle.drink_from is None and bottle.drink_until is None:
        return UNKNOWN
    if bottle.drink_from is not None and year < bottle.drink_from:
        return TOO_YOUNG
    if bottle.drink_until is not None and year > bottle.drink_until:
        return PAST
    return READY


def years_left(bottle: Bottle, year: int) -> int | None:
    """Ready years left from `year` on, `year` included; 0 once past; None without an end."""
    if bottle.drink_until is None:
        return None
    if year > bottle.drink_until:
        return 0
    start = year if bottle.drink_from is None else max(year, bottle.drink_from)
    return bottle.drink_until - start + 1


def peak_year(bottle: Bottle) -> int | None:
    """The middle of the window (the earlier of two middle years)."""
    if bottle.drink_from is None or bottle.drink_until is None:
        return None
    return (bottle.drink_from + bottle.drink_until) // 2


def drink_soon(bottles, year: int, within: int = 2) -> list[Bottle]:
    """Ready bottles with at most `within` ready years left, fewest years left first."""
    soon = [b for b in bottles if status(b, year) == READY and (years_left(b, year) or within + 1) <= within]
    return sorted(soon, key=lambda b: (years_left(b, year), b.id))
