"""Reading and writing grids: plain text (with ';' comments) and JSON-ready dicts."""
from __future__ import annotations

import json
from pathlib import Path

from .errors import GridError
from .grid import Grid

COMMENT = ";"


def from_text(text: str) -> Grid:
    """A grid from text; blank lines and lines starting with ';' are skipped."""
    rows = []
    for line in text.splitlines():
        s = line.strip()
        if not s or s.startswith(COMMENT):
            continue
        rows.append(s)
    return Grid(rows)


def to_text(grid: Grid, title: str | None = None) -> str:
    lines = [f"{COMMENT} {title}"] if title else []
    return "\n".join(lines + grid.rows()) + "\n"


def to_dict(grid: Grid) -> dict:
    return {"width": grid.width, "height": grid.height, "rows": grid.rows()}


def from_dict(data: dict) -> Grid:
    try:
        rows = list(data["rows"])
    except (KeyError, TypeError):
        raise GridError("a grid dict needs 'rows'") from None
    grid = Grid(rows)
    if (data.get("width", grid.width), data.get("height", grid.height)) != (grid.width, grid.height):
        raise GridError("width/height do not match the rows")
    return grid


def save(grid: Grid, path, title: str | None = None) -> None:
    p = Path(path)
    if p.suffix == ".json":
        p.write_text(json.dumps(to_dict(grid), indent=1))
    else:
        p.write_text(to_text(grid, title))


def load(path) -> Grid:
    p = Path(path)
    if p.suffix == ".json":
        return from_dict(json.loads(p.read_text()))
    return from_text(p.read_text())
