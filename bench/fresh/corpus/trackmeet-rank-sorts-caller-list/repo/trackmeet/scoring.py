"""Team scores: 8-6-5-4-3-2-1 for the first seven; tied athletes split the points of the
places they cover."""
from .ranking import Placed

POINTS = (8, 6, 5, 4, 3, 2, 1)


def points_for(placed: list[Placed]) -> dict[int, float]:
    """Points per bib. Athletes sharing place p with n others split places p .. p+n-1."""
    counts: dict[int, int] = {}
    for place, _ in placed:
        if place is not None:
            counts[place] = counts.get(place, 0) + 1
    out: dict[int, float] = {}
    for place, r in placed:
        if place is None:
            continue
        n = counts[place]
        covered = [POINTS[p - 1] for p in range(place, place + n) if p <= len(POINTS)]
        out[r.bib] = round(sum(covered) / n, 2)
    return out


def team_scores(placed_by_event: dict[str, list[Placed]], clubs: dict[int, str]) -> list[tuple[str, float]]:
    """Clubs by total points, highest first (equal totals by club code)."""
    totals: dict[str, float] = {}
    for placed in placed_by_event.values():
        for bib, pts in points_for(placed).items():
            club = clubs[bib]
            totals[club] = round(totals.get(club, 0) + pts, 2)
    return sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))
