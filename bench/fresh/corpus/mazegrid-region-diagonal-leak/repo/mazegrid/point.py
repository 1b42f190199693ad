"""Grid coordinates."""
from __future__ import annotations

from typing import NamedTuple


class Point(NamedTuple):
    """A cell coordinate: x grows to the right, y grows downwards."""

    x: int
    y: int

    def offset(self, dx: int, dy: int) -> "Point":
        return Point(self.x + dx, self.y + dy)

    def manhattan(self, other: "Point") -> int:
        return abs(self.x - other.x) + abs(self.y - other.y)

    def chebyshev(self, other: "Point") -> int:
        return max(abs(self.x - other.x), abs(self.y - other.y))


# order matters: it is the order in which neighbours are tried (up, right, down, left)
STEPS4 = ((0, -1), (1, 0), (0, 1), (-1, 0))
STEPS8 = STEPS4 + ((1, -1), (1, 1), (-1, 1), (-1, -1))


def parse_point(text: str) -> Point:
    """'3,4' or '(3, 4)' -> Point(3, 4)."""
    s = text.strip()
    if s.startswith("(") and s.endswith(")"):
        s = s[1:-1]
    parts = [p.strip() for p in s.split(",")]
    if len(parts) != 2:
        raise ValueError(f"not a point: {text!r}")
    try:
        return Point(int(parts[0]), int(parts[1]))
    except ValueError:
        raise ValueError(f"not a point: {text!r}") from None
