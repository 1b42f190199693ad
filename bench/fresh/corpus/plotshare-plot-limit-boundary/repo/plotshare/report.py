"""Garden reports."""

from .allocations import Allocations


def garden_report(book: Allocations, garden: str) -> list[str]:
    lines = []
    for plot in book.plots.in_garden(garden):
        holder = book.holder_of(plot.pid) or "-"
        lines.append(f"{plot.pid:<6} {plot.area_m2:>6.1f} m2  {holder}")
    held = [p for p in book.plots.in_garden(garden) if book.holder_of(p.pid)]
    area = sum(p.area_m2 for p in held)
    lines.append(f"{len(held)} of {len(book.plots.in_garden(garden))} plots held, {area:.1f} m2")
    return lines


def members_report(book: Allocations) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for action, pid, member, _ in book.history:
        if action == "assign":
            out.setdefault(member, []).append(pid)
    return {m: book.plots_of(m) for m in sorted(out) if book.plots_of(m)}


def occupancy(book: Allocations) -> dict[str, float]:
    """Share of plots held per garden, in percent with one decimal."""
    out = {}
    for garden in book.plots.gardens():
        plots = book.plots.in_garden(garden)
        held = sum(1 for p in plots if book.holder_of(p.pid))
        out[garden] = round(100.0 * held / len(plots), 1)
    return out


def history_lines(book: Allocations, member: str | None = None) -> list[str]:
    """The allocation history as text, optionally only the entries of one member."""
    return [f"{action} {pid} {who} (by {by})" for action, pid, who, by in book.history
            if member is None or who == member]
