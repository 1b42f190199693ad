"""Text reports: the crosstable, the tie-break detail and the ranking."""

from fractions import Fraction

from .standings import Game, Row, points


def fmt_points(value: Fraction) -> str:
    """3 -> '3', 5/2 -> '2½', 1/2 -> '½', 13/4 -> '3.25'."""
    whole, rest = divmod(value, 1)
    if rest == 0:
        return str(int(whole))
    if rest == Fraction(1, 2):
        return f"{int(whole)}½" if whole else "½"
    return f"{float(value):g}"


def crosstable(names: list[str], games: list[Game]) -> str:
    """One row per player (in the given order): the score against every other, then the total."""
    cell = {}
    for g in games:
        cell[g.white, g.black] = g.result.white
        cell[g.black, g.white] = g.result.black
    width = max(len(n) for n in names)
    lines = [" " * width + " | " + " ".join(f"{i + 1:>2}" for i in range(len(names))) + " | total"]
    table = points(games)
    for i, a in enumerate(names):
        marks = []
        for j, b in enumerate(names):
            if i == j:
                marks.append(" x")
            elif (a, b) in cell:
                marks.append(f"{fmt_points(cell[a, b]):>2}")
            else:
                marks.append(" .")
        lines.append(f"{a:<{width}} | {' '.join(marks)} | {fmt_points(table.get(a, Fraction(0)))}")
    return "\n".join(lines)


def tiebreak_detail(name: str, games: list[Game]) -> list[tuple[str, str, Fraction]]:
    """How `name`'s Sonneborn-Berger comes about: (opponent, result, contribution) per game."""
    table = points(games)
    out = []
    for g in games:
        if name not in (g.white, g.black):
            continue
        opponent = g.black if g.white == name else g.white
        score = g.result.white if g.white == name else g.result.black
        if g.result.forfeit:
            contribution = Fraction(0)
        elif score == 1:
            contribution = table.get(opponent, Fraction(0))
        elif score == Fraction(1, 2):
            contribution = table.get(opponent, Fraction(0))
        else:
            contribution = Fraction(0)
        out.append((opponent, g.result.text, contribution))
    return out


def format_table(rows: list[Row]) -> str:
    lines = [f"{'#':>2}  {'player':<12} {'pts':>5} {'SB':>6} {'W':>2} {'G':>2}"]
    for r in rows:
        lines.append(f"{r.rank:>2}  {r.name:<12} {fmt_points(r.points):>5} {fmt_points(r.sb):>6} "
                     f"{r.wins:>2} {r.played:>2}")
    return "\n".join(lines)
