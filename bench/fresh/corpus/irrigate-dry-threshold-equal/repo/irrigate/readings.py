"""Soil-moisture readings from the sensor log: lines like `bed-1 23.5% 06:30`."""

from dataclasses import dataclass

from .errors import ReadingError, ScheduleError
from .schedule import parse_time


@dataclass(frozen=True)
class Reading:
    zone: str
    percent: float
    minute: int


def parse_reading(line: str) -> Reading:
    parts = line.split()
    if len(parts) != 3 or not parts[1].endswith("%"):
        raise ReadingError(f"bad reading: {line!r}")
    try:
        percent = float(parts[1][:-1])
        minute = parse_time(parts[2])
    except (ValueError, ScheduleError) as exc:
        raise ReadingError(f"bad reading: {line!r}") from exc
    if not 0 <= percent <= 100:
        raise ReadingError(f"moisture out of range: {line!r}")
    return Reading(parts[0], percent, minute)


def parse_log(text: str) -> list[Reading]:
    """Every reading of a log; blank lines and `#` comments are skipped."""
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            out.append(parse_reading(line))
    return out


def latest(readings) -> dict[str, float]:
    """The most recent moisture of each zone (the later line wins a tie)."""
    best: dict[str, Reading] = {}
    for r in readings:
        if r.zone not in best or r.minute >= best[r.zone].minute:
            best[r.zone] = r
    return {zone: r.percent for zone, r in best.items()}


def average(readings, zone: str) -> float | None:
    values = [r.percent for r in readings if r.zone == zone]
    if not values:
        return None
    return round(sum(values) / len(values), 1)


def needs_water(zone, moisture: float) -> bool:
    """A zone needs water once its soil is at or below its dry threshold."""
    return moisture < zone.dry_below


def dry_zones(zones, moisture: dict[str, float]) -> list[str]:
    """Names of the zones to water, driest first; a zone without a reading is skipped."""
    dry = [z for z in zones if z.name in moisture and moisture[z.name] < z.dry_below]
    dry.sort(key=lambda z: (moisture[z.name], z.name))
    return [z.name for z in dry]


def stale_zones(zones, readings, now: int, max_age: int = 180) -> list[str]:
    """Zones without a reading in the last `max_age` minutes before `now` (same day), by name."""
    newest: dict[str, int] = {}
    for r in readings:
        if r.minute <= now and r.minute > newest.get(r.zone, -1):
            newest[r.zone] = r.minute
    stale = [z.name for z in zones if z.name not in newest or now - newest[z.name] > max_age]
    return sorted(stale)
