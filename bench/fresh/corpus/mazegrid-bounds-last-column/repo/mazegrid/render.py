"""Draw a grid as text, optionally with a path or marks on it."""
from __future__ import annotations

from .grid import Grid
from .point import Point

PATH_MARK = "*"


def render(grid: Grid, path: list[Point] | None = None, marks: dict[Point, str] | None = None) -> str:
    """The grid as text; path cells (not its two ends) drawn as '*', then marks on top."""
    cells = [list(row) for row in grid.rows()]
    if path:
        inner = path[1:-1]
        for p in inner:
            cells[p.y][p.x] = PATH_MARK
    for p, ch in (marks or {}).items():
        if len(ch) != 1:
            raise ValueError(f"a mark is one character, not {ch!r}")
        cells[p.y][p.x] = ch
    return "\n".join("".join(row) for row in cells)


def render_steps(grid: Grid, path: list[Point]) -> str:
    """The grid with each path cell numbered by its step (mod 10)."""
    marks = {p: str(i % 10) for i, p in enumerate(path)}
    return render(grid, None, marks)


def describe_path(path: list[Point]) -> str:
    """A path as moves: 'R2 D1 R1' (runs of the same direction are joined)."""
    names = {(1, 0): "R", (-1, 0): "L", (0, 1): "D", (0, -1): "U"}
    runs: list[list] = []
    for a, b in zip(path, path[1:]):
        d = names.get((b.x - a.x, b.y - a.y), "?")
        if runs and runs[-1][0] == d:
            runs[-1][1] += 1
        else:
            runs.append([d, 1])
    return " ".join(f"{d}{n}" for d, n in runs)
