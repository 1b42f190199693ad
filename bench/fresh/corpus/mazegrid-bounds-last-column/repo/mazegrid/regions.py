"""Connected floor regions (4-connected: cells touching only at a corner are apart)."""
from __future__ import annotations

from collections import deque

from .grid import Grid
from .point import Point


def flood(grid: Grid, start: Point) -> set[Point]:
    """Every floor cell reachable from start by steps up, down, left and right."""
    if not grid.passable(start):
        return set()
    seen = {start}
    queue = deque([start])
    while queue:
        p = queue.popleft()
        for q in grid.neighbors(p):
            if q not in seen:
                seen.add(q)
                queue.append(q)
    return seen


def regions(grid: Grid) -> list[set[Point]]:
    """All regions, in reading order of their first cell."""
    done: set[Point] = set()
    out = []
    for p in grid.cells():
        if p in done or not grid.passable(p):
            continue
        r = flood(grid, p)
        done |= r
        out.append(r)
    return out


def largest_region(grid: Grid) -> set[Point]:
    rs = regions(grid)
    return max(rs, key=len) if rs else set()


def connected(grid: Grid, a: Point, b: Point) -> bool:
    return b in flood(grid, a)


def isolated_cells(grid: Grid) -> list[Point]:
    """Floor cells with no floor neighbour."""
    return [p for p in grid.cells() if grid.passable(p) and not grid.neighbors(p)]
