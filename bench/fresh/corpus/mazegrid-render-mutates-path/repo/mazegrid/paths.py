"""Shortest paths: breadth-first (step counts) and weighted (cell costs)."""
from __future__ import annotations

import heapq
from collections import deque

from .errors import GridError, NoPath
from .grid import Grid
from .point import Point


def _check(grid: Grid, *points: Point) -> None:
    for p in points:
        if not grid.passable(p):
            raise GridError(f"{tuple(p)} is not a floor cell")


def _walk_back(came: dict[Point, Point | None], end: Point) -> list[Point]:
    path = [end]
    while came[path[-1]] is not None:
        path.append(came[path[-1]])
    path.reverse()
    return path


def bfs_path(grid: Grid, start: Point, end: Point, diagonal: bool = False) -> list[Point]:
    """The path with the fewest steps, start and end included."""
    _check(grid, start, end)
    came: dict[Point, Point | None] = {start: None}
    queue = deque([start])
    while queue:
        p = queue.popleft()
        if p == end:
            return _walk_back(came, end)
        for q in grid.neighbors(p, diagonal):
            if q not in came:
                came[q] = p
                queue.append(q)
    raise NoPath(f"no path from {tuple(start)} to {tuple(end)}")


def distances(grid: Grid, start: Point) -> dict[Point, int]:
    """Step count from start to every reachable cell."""
    _check(grid, start)
    dist = {start: 0}
    queue = deque([start])
    while queue:
        p = queue.popleft()
        for q in grid.neighbors(p):
            if q not in dist:
                dist[q] = dist[p] + 1
                queue.append(q)
    return dist


def path_cost(grid: Grid, path: list[Point]) -> int:
    """The cost of walking a path: the cost of every cell stepped onto (not the first)."""
    if not path:
        return 0
    for a, b in zip(path, path[1:]):
        if a.manhattan(b) != 1 and a.chebyshev(b) != 1:
            raise GridError(f"{tuple(a)} and {tuple(b)} are not adjacent")
    return sum(grid.cost(p) for p in path[1:])


def cheapest_path(grid: Grid, start: Point, end: Point) -> tuple[int, list[Point]]:
    """The cheapest path (Dijkstra) and its cost; the start cell costs nothing."""
    _check(grid, start, end)
    best = {start: 0}
    came: dict[Point, Point | None] = {start: None}
    heap = [(0, start)]
    while heap:
        d, p = heapq.heappop(heap)
        if p == end:
            return d, _walk_back(came, end)
        if d > best[p]:
            continue
        for q in grid.neighbors(p):
            nd = d + grid.cost(q)
            if q not in best or nd < best[q]:
                best[q] = nd
                came[q] = p
                heapq.heappush(heap, (nd, q))
    raise NoPath(f"no path from {tuple(start)} to {tuple(end)}")


def solve(grid: Grid, weighted: bool = False) -> tuple[int, list[Point]]:
    """Solve from S to E: (cost, path); the cost of an unweighted solve is the step count."""
    start, end = grid.find("S"), grid.find("E")
    if weighted:
        return cheapest_path(grid, start, end)
    path = bfs_path(grid, start, end)
    return len(path) - 1, path
