"""Shaping: spreading increases or decreases evenly over a row, or over a number of rows."""

from .errors import KnitError


def spread_evenly(stitches: int, changes: int) -> list[int]:
    """Where to work `changes` increases (or decreases) evenly across a row of `stitches`:
    the lengths of the stitch runs between them, longer runs first so the pattern reads
    'knit 13, increase' ... . The runs add up to `stitches`."""
    if stitches <= 0 or changes <= 0:
        raise KnitError("stitches and changes must be positive")
    if changes > stitches:
        raise KnitError(f"cannot spread {changes} changes over {stitches} stitches")
    base, extra = divmod(stitches, changes)
    return [base + 1] * extra + [base] * (changes - extra)


def describe_spread(stitches: int, changes: int, word: str = "increase") -> str:
    """'*knit 14, increase* 3 times, *knit 13, increase* 4 times'."""
    runs = spread_evenly(stitches, changes)
    parts, i = [], 0
    while i < len(runs):
        j = i
        while j < len(runs) and runs[j] == runs[i]:
            j += 1
        parts.append(f"*knit {runs[i]}, {word}* {j - i} time{'s' if j - i > 1 else ''}")
        i = j
    return ", ".join(parts)


def shaping_rows(rows: int, changes: int) -> list[int]:
    """On which of `rows` rows (numbered from 1) to work `changes` shaping rows, as evenly as
    possible, the last one on the last row."""
    if rows <= 0 or changes <= 0:
        raise KnitError("rows and changes must be positive")
    if changes > rows:
        raise KnitError(f"cannot fit {changes} shaping rows into {rows} rows")
    return [rows - (rows * k) // changes for k in range(changes - 1, -1, -1)]


def every_nth(rows: int, changes: int) -> str:
    """A short instruction: 'decrease every 6th row 8 times' (or a mixed rhythm)."""
    at = shaping_rows(rows, changes)
    gaps = [b - a for a, b in zip([0] + at, at)]
    kinds = sorted(set(gaps))
    if len(kinds) == 1:
        return f"every {kinds[0]} rows {_times(changes)}"
    return " and ".join(f"every {g} rows {_times(gaps.count(g))}" for g in reversed(kinds))


def _times(n: int) -> str:
    return f"{n} time" if n == 1 else f"{n} times"
