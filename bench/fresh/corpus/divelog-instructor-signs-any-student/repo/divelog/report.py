"""Summaries of a list of dives."""

from collections import Counter

from .clock import format_duration
from .models import Dive


def deepest(dives: list[Dive], count: int = 3) -> list[Dive]:
    """The `count` deepest dives, deepest first (earlier number first on a tie)."""
    ranked = sorted(dives, key=lambda d: (-d.max_depth, d.number))
    return ranked[:count]


def favourite_sites(dives: list[Dive], count: int = 3) -> list[tuple[str, int]]:
    """Sites by number of dives, most first, then by name."""
    counts = Counter(d.site for d in dives)
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:count]


def summary(dives: list[Dive]) -> dict:
    """Totals of a list of dives; the list itself is left as it is."""
    if not dives:
        return {"dives": 0, "minutes": 0, "deepest": None, "first": None, "last": None,
                "signed": 0, "sites": []}
    by_date = sorted(dives, key=lambda d: (d.date, d.start))
    return {
        "dives": len(dives),
        "minutes": sum(d.minutes for d in dives),
        "deepest": max(d.max_depth for d in dives),
        "first": by_date[0].date,
        "last": by_date[-1].date,
        "signed": sum(1 for d in dives if d.signed_by),
        "sites": [site for site, _ in favourite_sites(dives)],
    }


def format_summary(dives: list[Dive]) -> str:
    s = summary(dives)
    if not s["dives"]:
        return "no dives logged"
    return (f"{s['dives']} dives, {format_duration(s['minutes'])} underwater, "
            f"deepest {s['deepest']:g} m, {s['first']} to {s['last']}")


def log_lines(dives: list[Dive]) -> list[str]:
    """One line per dive in logbook order (by number)."""
    lines = []
    for d in sorted(dives, key=lambda d: d.number):
        mark = " *" if d.signed_by else ""
        lines.append(f"#{d.number} {d.date} {d.site} {d.max_depth:g} m {d.minutes} min{mark}")
    return lines
