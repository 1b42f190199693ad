"""Fuel consumption from fill-ups.

Consumption is measured full tank to full tank: the litres of every fill after a full fill, up
to and including the next full fill, were burnt over the distance between the two full fills.
Partial fills in between therefore count towards the next full fill's segment.
"""

from dataclasses import dataclass
from datetime import date

from .errors import FleetError


@dataclass(frozen=True)
class Fill:
    day: date
    km: float
    litres: float
    full: bool = True

    def __post_init__(self):
        if self.litres <= 0:
            raise FleetError(f"fill on {self.day}: litres must be positive")


@dataclass(frozen=True)
class Segment:
    start_km: float
    end_km: float
    litres: float

    @property
    def per_100km(self) -> float:
        return round(self.litres / (self.end_km - self.start_km) * 100, 2)


def _ordered(fills) -> list[Fill]:
    ordered = sorted(fills, key=lambda f: f.km)
    for a, b in zip(ordered, ordered[1:]):
        if a.km == b.km:
            raise FleetError(f"two fills at {a.km} km")
    return ordered


def segments(fills) -> list[Segment]:
    """One Segment per pair of consecutive full fills."""
    ordered = _ordered(fills)
    full = [i for i, f in enumerate(ordered) if f.full]
    out = []
    for a, b in zip(full, full[1:]):
        litres = sum(f.litres for f in ordered[a + 1 : b + 1])
        out.append(Segment(ordered[a].km, ordered[b].km, round(litres, 3)))
    return out


def consumption(fills) -> float | None:
    """Average litres per 100 km from the first to the last full fill; None with fewer than
    two full fills."""
    ordered = _ordered(fills)
    full = [i for i, f in enumerate(ordered) if f.full]
    if len(full) < 2:
        return None
    first, last = full[0], full[-1]
    litres = sum(f.litres for f in ordered[first + 1 : last + 1])
    distance = ordered[last].km - ordered[first].km
    return round(litres / distance * 100, 2)
