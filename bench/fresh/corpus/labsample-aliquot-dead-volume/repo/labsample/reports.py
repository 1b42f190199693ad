"""Summaries of the registry for the weekly lab meeting."""

from collections import Counter

from .freezer import ROWS
from .retention import days_left


def inventory(samples) -> dict[str, dict[str, int]]:
    """Kept samples counted per group and kind."""
    out: dict[str, Counter] = {}
    for s in samples:
        if s.status == "disposed":
            continue
        out.setdefault(s.group, Counter())[s.kind] += 1
    return {group: dict(sorted(kinds.items())) for group, kinds in sorted(out.items())}


def volume_by_kind(samples) -> dict[str, float]:
    totals: dict[str, float] = {}
    for s in samples:
        if s.status != "disposed":
            totals[s.kind] = round(totals.get(s.kind, 0.0) + s.volume_ul, 1)
    return dict(sorted(totals.items()))


def box_map(box) -> str:
    """The box as a grid: `#` for a taken position, `.` for a free one."""
    header = "  " + "".join(str(c + 1) for c in range(box.cols))
    lines = [header]
    for r in range(box.rows):
        cells = "".join("#" if box.find_at(r, c) else "." for c in range(box.cols))
        lines.append(f"{ROWS[r]} {cells}")
    return "\n".join(lines)


def expiring_soon(samples, today, within_days: int = 30) -> list[tuple[str, int]]:
    """(id, days left) of kept samples whose retention ends within `within_days`, soonest first."""
    soon = []
    for s in samples:
        if s.status == "disposed":
            continue
        left = days_left(s, today)
        if 0 <= left <= within_days:
            soon.append((s.id, left))
    return sorted(soon, key=lambda item: (item[1], item[0]))
