"""The grid itself: cells, bounds, costs and neighbours."""
from __future__ import annotations

from .errors import GridError
from .point import STEPS4, STEPS8, Point

WALL = "#"
FLOOR = "."
START = "S"
END = "E"
_VALID = set("#.SE123456789")


class Grid:
    """A rectangular grid parsed from lines of text."""

    def __init__(self, rows: list[str]):
        if not rows:
            raise GridError("empty grid")
        width = len(rows[0])
        if width == 0:
            raise GridError("empty grid")
        for y, row in enumerate(rows):
            if len(row) != width:
                raise GridError(f"row {y} has {len(row)} cells, expected {width}")
            bad = set(row) - _VALID
            if bad:
                raise GridError(f"row {y} has unknown cells {''.join(sorted(bad))!r}")
        self._rows = list(rows)
        self.width = width
        self.height = len(rows)

    @classmethod
    def parse(cls, text: str) -> "Grid":
        rows = [line.strip() for line in text.strip().splitlines() if line.strip()]
        return cls(rows)

    def in_bounds(self, p: Point) -> bool:
        return 0 <= p.x < self.width and 0 <= p.y < self.height

    def at(self, p: Point) -> str:
        if not self.in_bounds(p):
            raise GridError(f"{tuple(p)} is outside the {self.width}x{self.height} grid")
        return self._rows[p.y][p.x]

    def passable(self, p: Point) -> bool:
        return self.in_bounds(p) and self.at(p) != WALL

    def cost(self, p: Point) -> int:
        """The cost of stepping onto p; walls have no cost."""
        c = self.at(p)
        if c == WALL:
            raise GridError(f"{tuple(p)} is a wall")
        return int(c) if c.isdigit() else 1

    def find(self, char: str) -> Point:
        for p in self.cells():
            if self.at(p) == char:
                return p
        raise GridError(f"no {char!r} cell")

    def cells(self):
        for y in range(self.height):
            for x in range(self.width):
                yield Point(x, y)

    def neighbors(self, p: Point, diagonal: bool = False) -> list[Point]:
        steps = STEPS8 if diagonal else STEPS4
        out = []
        for dx, dy in steps:
            q = p.offset(dx, dy)
            if self.passable(q):
                out.append(q)
        return out

    def rows(self) -> list[str]:
        return list(self._rows)
