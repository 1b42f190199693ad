"""Site displays."""

from .chargers import BUSY, FREE, OFFLINE
from .station import Station


def site_line(station: Station, site: str) -> str:
    pool = station.pool
    total = len(pool.chargers(site))
    busy, off = pool.count(site, BUSY), pool.count(site, OFFLINE)
    line = f"{site}: {busy}/{total} busy"
    if off:
        line += f", {off} offline"
    return line + f", {station.meter.kwh(site):.1f} kWh"


def board(station: Station) -> list[str]:
    return [site_line(station, site) for site in station.pool.sites()]


def free_sites(station: Station) -> list[str]:
    """Sites with at least one free charger, most free first (then by name)."""
    counts = [(station.pool.count(s, FREE), s) for s in station.pool.sites()]
    return [s for n, s in sorted(counts, key=lambda t: (-t[0], t[1])) if n]
