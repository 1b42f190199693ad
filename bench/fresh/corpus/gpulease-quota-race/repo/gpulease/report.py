"""Reports on a lease book: who holds what, and for how long."""
from __future__ import annotations


def holdings(book) -> dict[str, int]:
    """Devices held per team, teams sorted by name."""
    out: dict[str, int] = {}
    for lease in book.active():
        out[lease.team] = out.get(lease.team, 0) + len(lease.devices)
    return dict(sorted(out.items()))


def utilization(book, pool) -> float:
    """The share of the pool that is leased, rounded to three decimals."""
    return round(1 - pool.free_count() / pool.size(), 3)


def oldest(book, clock, limit: int = 3) -> list[tuple[int, str, float]]:
    """(lease id, user, seconds held) of the longest-held leases, longest first."""
    now = clock.now()
    rows = [(l.id, l.user, now - l.started) for l in book.active()]
    rows.sort(key=lambda r: (-r[2], r[0]))
    return rows[:limit]


def expiring_within(book, clock, seconds: float) -> list[int]:
    """Ids of the leases that run out within the next `seconds`."""
    now = clock.now()
    return [l.id for l in book.active() if l.expires_at - now <= seconds]


def format_report(book, pool, clock) -> str:
    lines = [f"pool: {pool.size() - pool.free_count()}/{pool.size()} leased ({utilization(book, pool):.0%})"]
    for team, n in holdings(book).items():
        lines.append(f"  {team:<10} {n}")
    for lid, user, held in oldest(book, clock):
        lines.append(f"  lease {lid} ({user}) held {held:.0f}s")
    return "\n".join(lines)
