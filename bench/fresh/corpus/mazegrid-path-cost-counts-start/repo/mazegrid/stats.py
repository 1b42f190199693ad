"""Summaries of a grid."""
from __future__ import annotations

from .grid import WALL, Grid
from .paths import distances, solve
from .regions import regions


def counts(grid: Grid) -> dict[str, int]:
    out = {"wall": 0, "floor": 0, "weighted": 0}
    for p in grid.cells():
        c = grid.at(p)
        if c == WALL:
            out["wall"] += 1
        else:
            out["floor"] += 1
            if c.isdigit():
                out["weighted"] += 1
    return out


def summary(grid: Grid) -> dict:
    """Size, cell counts, regions, the reachable share from S and both solutions."""
    c = counts(grid)
    start = grid.find("S")
    reach = distances(grid, start)
    steps, path = solve(grid)
    cost, _ = solve(grid, weighted=True)
    return {
        "size": (grid.width, grid.height),
        "cells": c,
        "regions": len(regions(grid)),
        "reachable": round(len(reach) / c["floor"], 3),
        "farthest": max(reach.values()),
        "steps": steps,
        "cost": cost,
        "path_len": len(path),
    }
