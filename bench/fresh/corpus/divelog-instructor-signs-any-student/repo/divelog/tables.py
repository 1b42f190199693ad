"""A simplified air dive table: no-decompression limits and pressure groups.

Each row holds the deepest depth (metres) it covers. A dive uses the first row whose depth is
at least the dive's maximum depth: a dive to exactly 18 m uses the 18 m row, one to 18.5 m the
21 m row. Dives deeper than the last row are outside the table.
"""

from .errors import ValidationError

# row depth (m) -> no-decompression limit (min)
NDL = {
    12: 147, 15: 75, 18: 56, 21: 37, 24: 29, 27: 20, 30: 14, 33: 10, 36: 8, 39: 6, 42: 5,
}

# row depth (m) -> bottom times (min) that end each pressure group A, B, C, ...
GROUP_TIMES = {
    12: [9, 17, 26, 35, 45, 56, 69, 83, 98, 116, 135, 147],
    15: [7, 13, 19, 25, 32, 39, 47, 55, 64, 75],
    18: [6, 11, 16, 21, 26, 32, 38, 44, 51, 56],
    21: [5, 9, 13, 17, 21, 26, 30, 34, 37],
    24: [4, 7, 11, 14, 17, 21, 24, 27, 29],
    27: [3, 6, 9, 12, 15, 18, 20],
    30: [3, 5, 7, 10, 12, 14],
    33: [3, 5, 7, 9, 10],
    36: [2, 4, 6, 8],
    39: [2, 4, 6],
    42: [2, 4, 5],
}

GROUPS = "ABCDEFGHIJKL"


def table_depth(depth: float) -> int:
    """The table row a dive to `depth` metres uses."""
    if depth <= 0:
        raise ValidationError("depth must be positive")
    for row in sorted(NDL):
        if depth <= row:
            return row
    raise ValidationError(f"{depth} m is deeper than the table")


def ndl(depth: float) -> int:
    """No-decompression limit (minutes) of a dive to `depth` metres."""
    return NDL[table_depth(depth)]


def within_ndl(depth: float, minutes: int) -> bool:
    """True when a dive of `minutes` at `depth` stays within the no-decompression limit."""
    return minutes <= ndl(depth)


def pressure_group(depth: float, minutes: int) -> str:
    """The pressure group letter after a dive of `minutes` at `depth` metres."""
    if minutes <= 0:
        raise ValidationError("bottom time must be positive")
    if depth <= 0:
        raise ValidationError("depth must be positive")
    rows = [row for row in sorted(GROUP_TIMES) if depth <= row]
    if not rows:
        raise ValidationError(f"{depth} m is deeper than the table")
    times = GROUP_TIMES[rows[0]]
    for letter, limit in zip(GROUPS, times):
        if minutes <= limit:
            return letter
    raise ValidationError(f"{minutes} min at {depth} m is beyond the no-decompression limit")
