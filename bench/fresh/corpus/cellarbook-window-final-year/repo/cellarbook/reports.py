"""Reports over a list of bottles and tasting notes."""

from .bottles import COLOURS
from .windows import READY, status, years_left


def inventory(bottles) -> dict[str, int]:
    """Bottles per region, regions in alphabetical order."""
    counts: dict[str, int] = {}
    for b in bottles:
        counts[b.region] = counts.get(b.region, 0) + 1
    return dict(sorted(counts.items()))


def by_colour(bottles) -> dict[str, int]:
    """Bottles per colour, in the order of COLOURS; colours without bottles left out."""
    counts = {c: 0 for c in COLOURS}
    for b in bottles:
        counts[b.colour] += 1
    return {c: n for c, n in counts.items() if n}


def ready_list(bottles, year: int) -> list:
    """The bottles ready in `year`, those whose window closes first at the top (then by label)."""
    ordered = sorted(bottles, key=lambda b: (b.drink_until if b.drink_until is not None else 9999, b.label))
    return [b for b in ordered if status(b, year) == READY]


def oldest_first(bottles) -> list:
    """Bottles by vintage, oldest first; non-vintage bottles last; then by label."""
    return sorted(bottles, key=lambda b: (b.vintage is None, b.vintage or 0, b.label))


def club_average(notes) -> int | None:
    """The average of every score of the club in whole points, halves rounded up."""
    scores = [n.score for n in notes]
    if not scores:
        return None
    return (2 * sum(scores) + len(scores)) // (2 * len(scores))


def summary(bottles, notes, year: int) -> dict:
    bottles = list(bottles)
    ready = ready_list(bottles, year)
    return {
        "bottles": len(bottles),
        "ready": len(ready),
        "last_chance": [b.id for b in ready if years_left(b, year) == 1],
        "regions": inventory(bottles),
        "average": club_average(notes),
    }
