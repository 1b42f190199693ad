"""mazegrid: text grids, paths and regions."""
from .errors import GridError, NoPath
from .grid import Grid
from .io import from_dict, from_text, load, save, to_dict, to_text
from .paths import bfs_path, cheapest_path, distances, path_cost, solve
from .point import Point, parse_point
from .regions import connected, flood, isolated_cells, largest_region, regions
from .render import describe_path, render, render_steps
from .stats import counts, summary
from .transform import bordered, crop, flip, rotate

__all__ = [
    "GridError", "NoPath", "Grid", "Point", "parse_point", "bfs_path", "cheapest_path",
    "distances", "path_cost", "solve", "flood", "regions", "largest_region", "connected",
    "isolated_cells", "render", "render_steps", "describe_path", "counts", "summary", "rotate", "flip", "crop",
    "bordered", "from_dict", "from_text", "load", "save", "to_dict", "to_text",
]
