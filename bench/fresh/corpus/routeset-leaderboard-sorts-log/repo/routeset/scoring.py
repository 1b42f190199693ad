"""Points for ascents: harder routes score more, a flash scores a fifth extra, repeats score
nothing. A climber's score counts their best ascent of each route once."""

from .ascents import Ascent

FLASH_BONUS = 0.2


def route_points(v: int) -> int:
    return 100 * (v + 1)


def ascent_points(v: int, style: str) -> int:
    if style == "repeat":
        return 0
    base = route_points(v)
    if style == "flash":
        return base + round(base * FLASH_BONUS)
    return base


def climber_score(ascents: list[Ascent], grades: dict[int, int]) -> int:
    best: dict[int, int] = {}
    for a in ascents:
        pts = ascent_points(grades[a.route_id], a.style)
        best[a.route_id] = max(best.get(a.route_id, 0), pts)
    return sum(best.values())
