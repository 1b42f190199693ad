"""New grids from old: rotate, flip, crop, border."""
from __future__ import annotations

from .errors import GridError
from .grid import WALL, Grid
from .point import Point


def rotate(grid: Grid) -> Grid:
    """Rotate a quarter turn clockwise."""
    rows = grid.rows()
    return Grid(["".join(rows[grid.height - 1 - y][x] for y in range(grid.height)) for x in range(grid.width)])


def flip(grid: Grid, horizontal: bool = True) -> Grid:
    rows = grid.rows()
    if horizontal:
        return Grid([row[::-1] for row in rows])
    return Grid(rows[::-1])


def crop(grid: Grid, corner: Point, width: int, height: int) -> Grid:
    """The width x height part whose top-left cell is corner; it must lie inside the grid."""
    if width < 1 or height < 1:
        raise GridError("a crop needs at least one cell")
    if not grid.in_bounds(corner):
        raise GridError(f"crop corner {tuple(corner)} is outside the grid")
    if corner.x + width > grid.width:
        raise GridError(f"crop {width}x{height} at {tuple(corner)} leaves the grid on the right")
    if corner.y + height > grid.height:
        raise GridError(f"crop {width}x{height} at {tuple(corner)} leaves the grid at the bottom")
    rows = grid.rows()[corner.y : corner.y + height]
    return Grid([row[corner.x : corner.x + width] for row in rows])


def bordered(grid: Grid) -> Grid:
    """The grid with a wall all around it."""
    edge = WALL * (grid.width + 2)
    return Grid([edge] + [WALL + row + WALL for row in grid.rows()] + [edge])
